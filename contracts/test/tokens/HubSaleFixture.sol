// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {SaleBuyers} from "./SaleBuyers.sol";
import {UniswapV2Pair} from "../../src/dex/UniswapV2Pair.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";

/// @notice What every hub sale fixture shares, whichever template it deploys (tax, compound,
/// dividend, LP dividend): the creator, the locker and the hub, the default terms, a wallet's plain
/// transfer and the buyers' addresses. The template's fixture adds its AMM and its token, and says
/// its sale price (`_rate`).
///
/// The default terms: `_rate()` tokens per coin up to 100 coin, 0.1 to 10 coin per address, 60% of
/// the coin to the pool, LP locked 30 days in the fixture's locker, for a day.
abstract contract HubSaleFixture is TestBase, TestAccounts, SaleBuyers {
    TokenLocker internal locker;
    TokenSaleHub internal hub;

    /// @dev The template's sale price: token base units per whole coin.
    function _rate() internal pure virtual returns (uint256);

    /// @dev The locker, then the hub (in this order, so each suite's addresses stay as they were).
    function _deployHub() internal {
        locker = new TokenLocker();
        hub = new TokenSaleHub();
    }

    function _terms() internal view returns (SaleTerms memory) {
        return SaleTerms({
            beneficiary: address(0),
            tokensPerCoin: _rate(),
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

    /// @dev The token's and the wrapped coin's reserves of `token`'s pair.
    function _poolReserves(address token) internal view returns (uint256 tokenReserve, uint256 coinReserve) {
        UniswapV2Pair pair = UniswapV2Pair(_pairOf(token));
        (uint112 r0, uint112 r1,) = pair.getReserves();
        (tokenReserve, coinReserve) = pair.token0() == token ? (r0, r1) : (r1, r0);
    }

    function _pairOf(address token) private view returns (address) {
        return IHubSalePair(token).pair();
    }
}

/// @notice The one view of a hub sale token the fixture reads (its pair).
interface IHubSalePair {
    function pair() external view returns (address);
}

/// @notice Re-enters the hub from every payment it receives (a buy through the token, a claim).
contract ReentrantHubBuyer {
    TokenSaleHub internal immutable hub;
    address internal immutable token;
    uint256 public reentries;

    constructor(TokenSaleHub hub_, address token_) {
        hub = hub_;
        token = token_;
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        ++reentries;
        // solhint-disable-next-line avoid-low-level-calls
        (bool bought,) = token.call{value: msg.value}("");
        require(bought, "re-entered buy refused");
        hub.claimRefund(token);
    }
}
