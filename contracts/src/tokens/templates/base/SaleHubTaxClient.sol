// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ITokenSaleHub, ITokenSaleHubCalls, SaleTerms} from "../../sale/ITokenSaleHub.sol";
import {TaxToken} from "../TaxToken.sol";

/**
 * @title SaleHubTaxClient
 * @notice What turns a tax-family template (marketing, dividend, LP dividend) into its "no dApp"
 * sale variant (`/co/mk|dd|ld?t=1`): the sale itself lives in the chain's shared {TokenSaleHub}
 * (see there why), and the token keeps only this client:
 * - at deployment it registers the sale with the hub and gives the hub the sale and liquidity
 *   reserves out of the owner's supply (the stated supply is unchanged and only ever falls);
 * - `receive` forwards a plain native transfer to the hub with its sender, the buyer (coin from the
 *   token's swap engine or router, its swap-back duty, is still just accepted);
 * - until the hub's launch, no transfer between holders goes through (the tax token's own
 *   {TokenTradingNotStarted}: "Unable to trade, please add liquidity or start trading"); mints and burns do, and so does everything
 *   the hub sends (buys, the pool's tokens), without fees or limits: a buy can never revert on a
 *   max wallet, a cool down or a blacklist entry, and nor can a refund's burn;
 * - `startTrading` (owner only, as in every tax token) asks the hub to launch; the hub then burns
 *   the unsold tokens and opens trading through {onSaleHook}, the only function it may call here.
 *
 * Trading opens only through the launch: `tradingStartsAt` must be 0 at deployment, and the launch
 * sets it (and the bot window's first block). The quote coin must be the native coin, because the
 * sale raises it and the launch pools it with the token in the pair the token created.
 *
 * Size: about 600 bytes of runtime code on top of each template; the plain templates do not
 * inherit this contract, so their bytecode and gas are unchanged.
 */
abstract contract SaleHubTaxClient is TaxToken {
    /// @dev The chain's shared sale hub that holds this token's sale (a constructor argument, so it is
    /// in the verified inputs; the hub's {TokenSaleHub-saleOf} answers only for tokens that
    /// registered with it). No getter: the dividend variant is within bytes of EIP-170's limit.
    address internal immutable saleHub;

    /// @notice Only the sale hub may burn for the sale and open trading.
    error SaleOnlyHub();
    /// @notice A sale variant needs the native coin as its quote and no scheduled trading start.
    error SaleInvalidConfig(string field);

    /// @param hub The chain's {TokenSaleHub}.
    /// @param terms The sale's terms; the beneficiary and the router are filled in here.
    /// @param holder Who received the initial supply (the configured owner).
    constructor(address hub, SaleTerms memory terms, address holder) {
        if (!nativeQuote) revert SaleInvalidConfig("quoteToken");
        if (tradingStartsAt != 0) revert SaleInvalidConfig("tradingStartsAt");
        saleHub = hub;
        terms.beneficiary = holder;
        terms.router = router;
        uint256 reserve = ITokenSaleHub(hub).registerSale(terms);
        // Straight through the ERC-20 books: the reserve is not a trade (reverts with
        // ERC20InsufficientBalance when the supply is smaller than the reserves).
        _moveUntaxed(holder, hub, reserve);
    }

    /// @notice Burns `burnAmount` of `account`'s tokens: a refunded buyer's purchase, or, when
    /// `account` is the hub itself, the unsold reserve at the launch, which also opens trading.
    /// Only the sale hub.
    /// @dev Emits the tax token's {TradingStarted} when it opens trading.
    function onSaleHook(address account, uint256 burnAmount) external {
        address hub = saleHub;
        if (msg.sender != hub) revert SaleOnlyHub();
        if (burnAmount != 0) _moveUntaxed(account, address(0), burnAmount);
        if (account == hub) {
            tradingStartsAt = uint40(block.timestamp);
            tradingStartBlock = uint64(block.number);
            emit TradingStarted(block.timestamp, block.number);
        }
    }

    /// @notice Starts trading by launching the sale (pool, LP lock or burn, the raised coin, the
    /// unsold tokens burned). Owner only; before the end the hub requires the soft cap.
    function startTrading() external virtual override onlyOwner {
        _launchSale();
    }

    /// @dev Asks the hub to launch this token's sale (the hub treats the token as its owner's voice).
    function _launchSale() internal {
        ITokenSaleHubCalls(saleHub).launch(address(this));
    }

    /// @dev The body of `receive`: the swap-back's coin is accepted, any other coin is a purchase.
    function _receiveSaleCoin() internal {
        if (msg.sender == swapEngine || msg.sender == router) return;
        ITokenSaleHubCalls(saleHub).buy{value: msg.value}(msg.sender);
    }

    /// @dev Moves tokens in the ERC-20 books only (no fee, limit, blacklist or trading rule), then
    /// runs the extension hook (the dividend templates report both balances).
    function _moveUntaxed(address from, address to, uint256 value) private {
        ERC20._update(from, to, value);
        _afterTokenTransfer(from, to);
    }

    /// @dev The hub's transfers skip the trade rules; everything else waits for the launch.
    function _update(address from, address to, uint256 value) internal virtual override {
        if (from == saleHub) return _moveUntaxed(from, to, value);
        if (tradingStartsAt == 0 && from != address(0) && to != address(0)) revert TokenTradingNotStarted();
        super._update(from, to, value);
    }
}
