// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {UniswapV2Factory} from "../../src/dex/UniswapV2Factory.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {UniswapV2Router02} from "../../src/dex/UniswapV2Router02.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {CompoundSaleToken} from "../../src/tokens/templates/CompoundSaleToken.sol";
import {CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";
import {WETH} from "../../src/tokens/WETH.sol";

/// @notice The chain of a compound hub sale (AMM, locker, hub) and a default compound sale token
/// owned by CREATOR: 1,000,000 tokens growing 1% per hour from an hour after deployment up to 100x,
/// auto rebase, 3% buy and 5% sell fee to MARKETING; selling 1,000 tokens per coin up to 100 coin,
/// 0.1 to 10 per address, 60% of the coin to the pool, LP locked 30 days, for a day. So compounding
/// boundaries pass while the sale runs.
abstract contract CompoundSaleTokenFixture is TestBase {
    address internal constant CREATOR = address(0xC0FFEE);
    address internal constant MARKETING = address(0xFEE);
    uint256 internal constant SUPPLY = 1_000_000e18;
    uint256 internal constant MAX = 100_000_000e18;
    uint256 internal constant RATE = 1_000e18;
    /// What the hard cap buys (100,000) and pairs with (60,000).
    uint256 internal constant RESERVE = 160_000e18;
    uint32 internal constant ONE_PERCENT = 1_000_000;
    uint64 internal constant INTERVAL = 1 hours;

    WETH internal weth;
    UniswapV2Factory internal factory;
    UniswapV2Router02 internal router;
    TokenLocker internal locker;
    TokenSaleHub internal hub;

    function _deploySaleChain() internal {
        weth = new WETH();
        factory = new UniswapV2Factory(address(this));
        router = new UniswapV2Router02(address(factory), address(weth));
        locker = new TokenLocker();
        hub = new TokenSaleHub();
    }

    function _config() internal view returns (CompoundTokenConfig memory config) {
        config.name = "Compound Sale";
        config.symbol = "CPS";
        config.decimals = 18;
        config.initialSupply = SUPPLY;
        config.owner = CREATOR;
        config.router = address(router);
        config.rate = ONE_PERCENT;
        config.interval = INTERVAL;
        config.startTime = uint64(block.timestamp + 1 hours);
        config.maxSupply = MAX;
        config.autoRebase = true;
        config.buyFeeBps = 300;
        config.sellFeeBps = 500;
        config.marketingWallet = MARKETING;
    }

    function _terms() internal view returns (SaleTerms memory) {
        return SaleTerms({
            beneficiary: address(0),
            tokensPerCoin: RATE,
            hardCap: 100 ether,
            softCap: 0,
            minContribution: 0.1 ether,
            maxContribution: 10 ether,
            endTime: uint64(block.timestamp + 1 days),
            liquidityBps: 6_000,
            router: address(0),
            locker: address(locker),
            lpLockDuration: 30 days
        });
    }

    function _saleToken(SaleTerms memory terms) internal returns (CompoundSaleToken) {
        return new CompoundSaleToken(_config(), terms, address(hub));
    }

    /// @dev A plain native transfer from `buyer` as the transaction's signer, the way a wallet sends.
    function _send(address token, address buyer, uint256 amount) internal returns (bool ok) {
        vm.deal(buyer, buyer.balance + amount);
        vm.prank(buyer, buyer);
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = token.call{value: amount}("");
    }

    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }

    /// @dev The token's and the wrapped coin's reserves of `token`'s pair.
    function _reserves(CompoundSaleToken token) internal view returns (uint256 tokenReserve, uint256 coinReserve) {
        UniswapV2Pair pair = UniswapV2Pair(token.pair());
        (uint112 r0, uint112 r1,) = pair.getReserves();
        (tokenReserve, coinReserve) = pair.token0() == address(token) ? (r0, r1) : (r1, r0);
    }
}

/// @notice Sends coin to a compound sale token from a contract and refuses every payment back.
contract CompoundSaleCoinRefuser {
    function buy(address token) external payable returns (bool ok) {
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = token.call{value: msg.value}("");
    }

    receive() external payable {
        revert("no coin");
    }
}

/// @notice Re-enters the hub from every payment it receives (a buy through the token, a claim).
contract CompoundSaleReentrantBuyer {
    TokenSaleHub internal immutable hub;
    address internal immutable token;

    constructor(TokenSaleHub hub_, address token_) {
        hub = hub_;
        token = token_;
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        // solhint-disable-next-line avoid-low-level-calls
        (bool bought,) = token.call{value: msg.value}("");
        require(bought, "re-entered buy refused");
        hub.claimRefund(token);
    }
}
