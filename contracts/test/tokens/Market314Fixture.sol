// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {Market314, Token314Config} from "../../src/tokens/templates/base/Market314.sol";
import {Token314} from "../../src/tokens/templates/Token314.sol";
import {X314Token, X314TokenConfig} from "../../src/tokens/templates/X314Token.sol";

/// @notice A fee receiver (or seller) that refuses every coin payment.
contract Refuser314 {
    function sell(Market314 token, uint256 amount) external {
        token.transfer(address(token), amount);
    }

    function buy(Market314 token) external payable {
        token.buy{value: msg.value}(0, type(uint256).max);
    }

    receive() external payable {
        revert("no coin");
    }
}

/// @notice A fee receiver that burns all the gas it is given.
contract GasBurner314 {
    receive() external payable {
        while (true) {}
    }
}

/// @notice Settings, deployments and trade helpers shared by the 314 template tests.
abstract contract Market314Fixture is TestBase, TestAccounts {
    address internal constant OWNER = address(0x314A0);
    address internal constant FEES = address(0x314F);
    uint256 internal constant SUPPLY = 1_000_000e18;
    uint256 internal constant POOL_TOKENS = 800_000e18;
    uint256 internal constant POOL_COIN = 100 ether;
    uint256 internal constant NEVER = type(uint256).max;

    function _config() internal pure returns (Token314Config memory) {
        return Token314Config({
            name: "Coin 314",
            symbol: "C314",
            totalSupply: SUPPLY,
            liquidityTokens: POOL_TOKENS,
            owner: OWNER,
            feeReceiver: FEES,
            buyFeeBps: 300,
            sellFeeBps: 500,
            maxWallet: 0
        });
    }

    function _xConfig() internal view returns (X314TokenConfig memory) {
        Token314Config memory c = _config();
        return X314TokenConfig({
            name: c.name,
            symbol: c.symbol,
            totalSupply: c.totalSupply,
            liquidityTokens: c.liquidityTokens,
            owner: c.owner,
            feeReceiver: c.feeReceiver,
            buyFeeBps: c.buyFeeBps,
            sellFeeBps: c.sellFeeBps,
            maxWallet: c.maxWallet,
            tradingStartTime: uint64(block.timestamp),
            burnBps: 100,
            inviteBps: 2_000,
            minBindAmount: 1e18
        });
    }

    /// @dev A Token314 with its liquidity added (100 coin against 800,000 tokens, locked 30 days).
    function _launched(Token314Config memory config) internal returns (Token314 token) {
        token = new Token314(config);
        vm.deal(config.owner, POOL_COIN);
        vm.prank(config.owner);
        token.addLiquidity{value: POOL_COIN}(block.timestamp + 30 days);
    }

    function _launchedX(X314TokenConfig memory config) internal returns (X314Token token) {
        token = new X314Token(config);
        vm.deal(config.owner, POOL_COIN);
        vm.prank(config.owner);
        // The lock counts from the trading start when it is later.
        uint256 opens = config.tradingStartTime > block.timestamp ? config.tradingStartTime : block.timestamp;
        token.addLiquidity{value: POOL_COIN}(opens + 30 days);
    }

    /// @dev Buys by a plain transfer of the coin from `buyer`; returns the tokens received.
    function _buyByTransfer(Market314 token, address buyer, uint256 coin) internal returns (uint256 tokens) {
        vm.deal(buyer, buyer.balance + coin);
        uint256 before = token.balanceOf(buyer);
        vm.prank(buyer);
        (bool ok,) = address(token).call{value: coin}("");
        assertTrue(ok, "plain-transfer buy");
        return token.balanceOf(buyer) - before;
    }

    function _buy(Market314 token, address buyer, uint256 coin) internal returns (uint256) {
        vm.deal(buyer, buyer.balance + coin);
        vm.prank(buyer);
        return token.buy{value: coin}(0, NEVER);
    }

    /// @dev Sells by a plain token transfer to the token; returns the coin received.
    function _sellByTransfer(Market314 token, address seller, uint256 amount) internal returns (uint256 coin) {
        uint256 before = seller.balance;
        vm.prank(seller);
        token.transfer(address(token), amount);
        return seller.balance - before;
    }

    function _product(Market314 token) internal view returns (uint256) {
        (uint256 c, uint256 t) = token.getReserves();
        return c * t;
    }

    function _nextBlock() internal {
        vm.roll(block.number + 1);
        vm.warp(block.timestamp + 12);
    }
}
