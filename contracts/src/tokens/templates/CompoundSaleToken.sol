// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ITokenSaleHub, ITokenSaleHubCalls, SaleTerms} from "../sale/ITokenSaleHub.sol";
import {CompoundToken, CompoundTokenConfig} from "./CompoundToken.sol";

/**
 * @title CompoundSaleToken
 * @notice TokenBox compound token with a "no dApp" sale (`/co/cp?t=1`): the {CompoundToken}
 * (balances grow on the fixed schedule, buy and sell fees, every owner power as there) whose sale is
 * held by the chain's shared {TokenSaleHub}. Buyers send the native coin to this token's address;
 * the launch pools the stated share of the coin with the matching tokens, locks or burns the LP, pays
 * the rest to the owner and burns the unsold tokens; trading opens only then.
 *
 * What this contract adds to the compound token (the plain one is unchanged):
 * - at deployment it registers the sale with the hub and gives the hub the sale and liquidity
 *   reserves out of the owner's supply (the stated supply is unchanged and only ever falls), and
 *   exempts the hub from the buy and sell fees for good ({setFeeExempt} cannot undo it), so the
 *   pool receives exactly the stated tokens;
 * - `receive` forwards a plain native transfer to the hub with its sender, the buyer;
 * - until the launch no transfer between holders goes through ({TokenTradingNotStarted}: "Unable to
 *   trade, please add liquidity or start trading"); mints, burns and everything the hub sends (buys,
 *   the pool's tokens) do, and none of them pays a fee, so a buy or a refund never reverts on one;
 * - {startTrading} (owner only) asks the hub to launch; after the sale's end anyone may launch at the
 *   hub, so an owner who renounced never freezes the token.
 *
 * Compounding and the sale: compounding is paused until the launch. While the sale runs no rebase
 * happens ({rebase} reverts with {TokenTradingNotStarted}; an auto-rebasing transfer's attempt is
 * rolled back and the transfer goes on), so no balance grows: the hub's reserve, each buyer's
 * purchase and the owner's share stay exactly what the hub's books say. That is what keeps the
 * sale honest: it sells exactly the stated tokens at the stated price, a refund burns exactly what
 * the buyer bought, and the launch pools exactly the stated tokens and burns the rest of the reserve
 * (read from the hub's actual balance). The schedule itself does not move: after the launch the
 * first rebase applies every interval due since {startTime} at once (the unsold tokens are burned
 * before it, so they never grow). Every balance, the pool's included, grows by the same factor and
 * the pool is synced, so nobody's share of the pool's value changes. If the sale fails, trading
 * never opens and nothing ever compounds; buyers take their coin back at the hub.
 *
 * Size: a few hundred bytes on top of {CompoundToken}; the plain template only made the few
 * internals this contract overrides `internal virtual`, so its code and gas are unchanged.
 */
contract CompoundSaleToken is CompoundToken {
    /// @notice The chain's shared sale hub that holds this token's sale.
    address public immutable saleHub;
    /// @notice When the launch opened trading (and compounding); zero while the sale runs.
    uint64 public tradingStartedAt;

    /// @notice Trading (and compounding) opened at the launch.
    event TradingStarted(uint256 timestamp, uint256 blockNumber);

    /// @notice A transfer between holders, or a rebase, before the launch ("Unable to trade, please
    /// add liquidity or start trading"; the same error as the tax tokens').
    error TokenTradingNotStarted();
    /// @notice Only the sale hub may burn for the sale and open trading.
    error SaleOnlyHub();
    /// @notice A sale variant needs the native coin as its quote; `field` names the setting.
    error SaleInvalidConfig(string field);
    /// @notice The sale hub's fee exemption cannot be changed (the pool must get the stated tokens).
    error SaleHubExemptionFixed();

    /**
     * @notice Deploys the compound token, registers its sale with `hub` and gives the hub the
     * reserves. Requirements: the native coin as the quote; the hub's term checks.
     * @param config The compound token settings (native quote); see {CompoundTokenConfig}.
     * @param terms The sale's terms; the beneficiary (the owner) and the router are filled in here.
     * @param hub The chain's {TokenSaleHub}.
     */
    constructor(CompoundTokenConfig memory config, SaleTerms memory terms, address hub) CompoundToken(config) {
        if (config.quoteToken != address(0)) revert SaleInvalidConfig("quoteToken");
        saleHub = hub;
        terms.beneficiary = config.owner;
        terms.router = config.router;
        uint256 reserve = ITokenSaleHub(hub).registerSale(terms);
        _setFeeExempt(hub, true);
        // Straight through the books (not a trade; reverts with ERC20InsufficientBalance when the
        // supply is smaller than the reserves). No rebase can run: startTime is in the future.
        CompoundToken._update(config.owner, hub, reserve);
    }

    /// @notice Buys tokens with the coin sent (a plain transfer to the token's address).
    receive() external payable {
        ITokenSaleHubCalls(saleHub).buy{value: msg.value}(msg.sender);
    }

    /// @notice Burns `burnAmount` of `account`'s tokens: a refunded buyer's purchase, or, when
    /// `account` is the hub itself, the unsold reserve at the launch, which also opens trading and
    /// compounding. Only the sale hub.
    /// @dev Emits {TradingStarted} when it opens trading.
    /// @param account Whose tokens are burned.
    /// @param burnAmount Base units to burn.
    function onSaleHook(address account, uint256 burnAmount) external {
        address hub = saleHub;
        if (msg.sender != hub) revert SaleOnlyHub();
        if (burnAmount != 0) CompoundToken._update(account, address(0), burnAmount);
        if (account == hub) {
            tradingStartedAt = uint64(block.timestamp);
            emit TradingStarted(block.timestamp, block.number);
        }
    }

    /// @notice Starts trading by launching the sale (pool, LP lock or burn, the raised coin, the
    /// unsold tokens burned). Owner only; before the end the hub requires the soft cap.
    function startTrading() external onlyOwner {
        ITokenSaleHubCalls(saleHub).launch(address(this));
    }

    /// @notice As in {CompoundToken}, except for the sale hub, which stays exempt for good.
    /// @param account The account (not the sale hub).
    /// @param exempt True to exempt.
    function setFeeExempt(address account, bool exempt) external override onlyOwner {
        if (account == saleHub) revert SaleHubExemptionFixed();
        _setFeeExempt(account, exempt);
    }

    /// @notice Identifies the template (and its version) for tools and explorers.
    /// @return "TokenBox.CompoundSaleToken v1".
    function templateName() external pure override returns (string memory) {
        return "TokenBox.CompoundSaleToken v1";
    }

    /// @dev The hub's transfers, mints and burns go through; transfers between holders wait for the launch.
    function _update(address from, address to, uint256 value) internal override {
        if (tradingStartedAt == 0 && from != address(0) && to != address(0) && from != saleHub) {
            revert TokenTradingNotStarted();
        }
        super._update(from, to, value);
    }

    /// @dev Compounding waits for the launch (see the contract notes).
    function _rebase() internal override {
        if (tradingStartedAt == 0) revert TokenTradingNotStarted();
        super._rebase();
    }
}
