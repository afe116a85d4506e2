// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A sale's terms, as a sale-variant token registers them with the {TokenSaleHub} in its
/// constructor. Every one is fixed for the sale's life.
struct SaleTerms {
    /// Receives the raised coin not put into liquidity and the LP lock; the token fills it in with
    /// its owner at deployment (a later ownership change does not move it).
    address beneficiary;
    /// Token base units a buyer receives per whole native coin (10^18 wei); below 2^128.
    uint256 tokensPerCoin;
    /// Most coin the sale accepts in total (wei); below 2^112.
    uint256 hardCap;
    /// Least coin the sale must raise by its end, or every buyer can take the coin back; 0 = none.
    uint256 softCap;
    /// Least coin an address's total contribution may be (its first buy must reach it).
    uint256 minContribution;
    /// Most coin one address may contribute in total.
    uint256 maxContribution;
    /// When the sale stops accepting coin (seconds).
    uint64 endTime;
    /// Share of the raised coin added to the pool with the matching tokens, basis points
    /// ({TokenSaleHub.MIN_LIQUIDITY_BPS}, 51%, to 10,000).
    uint16 liquidityBps;
    /// Uniswap-V2-style router whose factory and wrapped coin the pool uses (the token's own).
    address router;
    /// TokenBox's shared locker; required when `lpLockDuration` is not 0, else zero.
    address locker;
    /// Seconds the LP stays locked from the launch; 0 burns the LP instead (sends it to 0x…dEaD).
    uint32 lpLockDuration;
}

/// @title ITokenSaleHub
/// @notice What the {TokenSaleHub} offers the sale-variant tokens (their constructor, `receive`
/// and `startTrading` call it).
interface ITokenSaleHub {
    /// @notice Records the caller's sale; returns the tokens the caller must give the hub (the sale
    /// and liquidity reserves).
    function registerSale(SaleTerms calldata terms) external returns (uint256 reserve);

    /// @notice A purchase by `buyer` of the caller's tokens with the coin sent.
    function buy(address buyer) external payable;

    /// @notice Starts trading of `token`'s sale (the token itself calls it for its owner).
    function launch(address token) external returns (address pair, uint256 liquidity);
}

/// @title ITokenSaleHubCalls
/// @notice The two hub calls a sale-variant token makes after deployment, declared without the
/// launch's return values (same selectors as {ITokenSaleHub}): the token ignores them, and not
/// decoding them keeps about 100 bytes out of templates that sit close to EIP-170's limit.
interface ITokenSaleHubCalls {
    /// @notice See {ITokenSaleHub-buy}.
    function buy(address buyer) external payable;

    /// @notice See {ITokenSaleHub-launch}.
    function launch(address token) external;
}

/// @title ISaleHubToken
/// @notice What the {TokenSaleHub} calls on a sale-variant token.
interface ISaleHubToken {
    /// @notice Burns `burnAmount` of `account`'s tokens (a refunded buyer's purchase); when
    /// `account` is the hub, burns the unsold reserve and opens trading (the launch). Only the
    /// token's hub may call it.
    function onSaleHook(address account, uint256 burnAmount) external;
}
