// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {
    FeeConfig, ILaunchpadFactory, PayCoin, Phase, PresaleConfig, PresaleKind, PresaleParams
} from "./ILaunchpad.sol";
import {Presale} from "./Presale.sol";
import {PresaleListing} from "./PresaleListing.sol";
import {PresaleSetup} from "./PresaleSetup.sol";
import {PresaleValidation} from "./PresaleValidation.sol";

/**
 * @title LaunchpadFactory
 * @notice The chain's launchpad (one per chain, deployed through the deterministic deployment proxy
 * with the operator's address as its only argument): creates presales as deterministic EIP-1167
 * clones of the {Presale} implementation it deploys in its constructor, and keeps the operator's fees.
 *
 * Owner powers (Ownable2Step, the operator's multisig): only {setFees}, evented, with the shares
 * capped at {MAX_FEE_BPS}; a change applies to presales created afterwards, never to one that exists
 * (each snapshots the fees at creation). The owner cannot touch any presale.
 *
 * Addresses: presale number `nonce` of `creator` is the clone with salt `keccak256(creator, nonce)`,
 * so the UI knows it before creating it (to exempt it from a token's fees or limits).
 */
contract LaunchpadFactory is ILaunchpadFactory, Ownable2Step {
    using SafeERC20 for IERC20;

    /// @notice The highest raise or token fee share (5%).
    uint256 public constant MAX_FEE_BPS = 500;
    /// @notice Shortest LP lock a presale may state: 30 days (or burn the LP). Buyers get a market
    /// for at least that long whoever creates the presale, through the TokenBox form or not.
    uint256 public constant MIN_LP_LOCK_DURATION = PresaleValidation.MIN_LP_LOCK_DURATION;
    /// @notice Latest start of a linear release, after the presale's end: a year.
    uint256 public constant MAX_VESTING_DELAY = PresaleValidation.MAX_VESTING_DELAY;
    /// @notice Longest linear release, from its first share to the last: three years (the raise is
    /// paid at the finalize, so the buyers' tokens must not vest for ever).
    uint256 public constant MAX_VESTING_DURATION = PresaleValidation.MAX_VESTING_DURATION;
    /// @notice Least share of the raise (after the fee and invite rewards) the pool takes: 51%.
    uint256 public constant MIN_LIQUIDITY_BPS = PresaleValidation.MIN_LIQUIDITY_BPS;
    /// @notice Longest presale, from its start to its end: a year (buyers' coin is held until then).
    uint256 public constant MAX_DURATION = PresaleValidation.MAX_DURATION;

    /// @inheritdoc ILaunchpadFactory
    address public immutable implementation;
    /// @inheritdoc ILaunchpadFactory
    uint256 public presaleCount;
    /// @inheritdoc ILaunchpadFactory
    mapping(address creator => uint256) public creatorNonce;
    /// @inheritdoc ILaunchpadFactory
    mapping(address presale => bool) public isPresale;

    FeeConfig internal _fees;

    /// @param owner_ The operator (production: its multisig; local chain: the node's first account).
    constructor(address owner_) Ownable(owner_) {
        implementation = address(new Presale(address(new PresaleListing()), address(new PresaleSetup())));
    }

    /// @inheritdoc ILaunchpadFactory
    function createPresale(PresaleParams calldata params, string calldata metadata)
        external
        payable
        returns (address presale)
    {
        PresaleValidation.validate(params);
        FeeConfig memory f = _fees;
        _chargeFlatFee(f);
        uint256 nonce = creatorNonce[msg.sender]++;
        presale = Clones.cloneDeterministic(implementation, _salt(msg.sender, nonce));
        uint256 received = _deposit(params.config.token, presale, _tokensNeeded(params, f));
        Presale(presale).initialize(msg.sender, params, f, received);
        isPresale[presale] = true;
        ++presaleCount;
        PresaleConfig calldata c = params.config;
        emit PresaleCreated(presale, c.token, msg.sender, c.kind, nonce, c.start, c.end, received, metadata);
    }

    /// @dev Takes the flat fee from the caller to the recipient: native value exactly, or an approved ERC20.
    function _chargeFlatFee(FeeConfig memory f) private {
        if (f.flatFeeToken == address(0)) {
            if (msg.value != f.flatFee) revert LaunchpadWrongFee(msg.value, f.flatFee);
            if (f.flatFee != 0) {
                (bool ok,) = f.recipient.call{value: f.flatFee}("");
                if (!ok) revert LaunchpadNativeTransferFailed(f.recipient, f.flatFee);
            }
        } else {
            if (msg.value != 0) revert LaunchpadWrongFee(msg.value, 0);
            if (f.flatFee != 0) IERC20(f.flatFeeToken).safeTransferFrom(msg.sender, f.recipient, f.flatFee);
        }
    }

    /// @dev Moves `needed` tokens from the caller to the new presale; refuses a taxed transfer.
    function _deposit(address token, address presale, uint256 needed) private returns (uint256 received) {
        uint256 before = IERC20(token).balanceOf(presale);
        IERC20(token).safeTransferFrom(msg.sender, presale, needed);
        received = IERC20(token).balanceOf(presale) - before;
        if (received < needed) revert LaunchpadTokenTaxed(received, needed);
    }

    /// @inheritdoc ILaunchpadFactory
    function tokensNeeded(PresaleParams calldata params) external view returns (uint256) {
        return _tokensNeeded(params, _fees);
    }

    /// @inheritdoc ILaunchpadFactory
    function presaleAddress(address creator, uint256 nonce) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _salt(creator, nonce));
    }

    /// @inheritdoc ILaunchpadFactory
    function nextPresaleAddress(address creator) external view returns (address) {
        return presaleAddress(creator, creatorNonce[creator]);
    }

    /// @inheritdoc ILaunchpadFactory
    function fees() external view returns (FeeConfig memory) {
        return _fees;
    }

    /// @inheritdoc ILaunchpadFactory
    function setFees(FeeConfig calldata newFees) external onlyOwner {
        if (newFees.raiseFeeBps > MAX_FEE_BPS) revert LaunchpadFeeTooHigh(newFees.raiseFeeBps, MAX_FEE_BPS);
        if (newFees.tokenFeeBps > MAX_FEE_BPS) revert LaunchpadFeeTooHigh(newFees.tokenFeeBps, MAX_FEE_BPS);
        bool charges = newFees.flatFee != 0 || newFees.raiseFeeBps != 0 || newFees.tokenFeeBps != 0;
        if (charges && newFees.recipient == address(0)) revert LaunchpadInvalidRecipient();
        _fees = newFees;
        emit LaunchpadFeesSet(newFees);
    }

    function _salt(address creator, uint256 nonce) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, nonce));
    }

    /// @dev The sale at the hard cap, the liquidity for the hard cap's raise at the listing rate (the
    /// most any mix of coins needs: each coin's raise is bounded by the cap at its rate, plus one
    /// token unit of rounding) and the token fee. Invalid rates count 0 here: the presale's own
    /// validation refuses them.
    function _tokensNeeded(PresaleParams calldata p, FeeConfig memory f) private pure returns (uint256) {
        PresaleConfig calldata c = p.config;
        uint256 sale;
        uint256 liquidity;
        if (c.kind == PresaleKind.FairLaunch) {
            sale = c.tokensForSale;
            liquidity = sale * c.liquidityBps / 10_000;
        } else if (c.kind == PresaleKind.MultiPeriod) {
            uint256 raise;
            for (uint256 i; i < p.phases.length; ++i) {
                Phase calldata ph = p.phases[i];
                sale += ph.tokenCap;
                if (ph.rate != 0) raise += _raiseFor(ph.tokenCap, ph.rate);
            }
            if (p.payCoins.length != 0) liquidity = raise * c.liquidityBps / 10_000 * p.payCoins[0].listingRate / 1e18;
        } else {
            sale = c.hardCap;
            for (uint256 i; i < p.payCoins.length; ++i) {
                PayCoin calldata pc = p.payCoins[i];
                if (pc.rate == 0) continue;
                uint256 forCoin = _raiseFor(sale, pc.rate) * c.liquidityBps / 10_000 * pc.listingRate / 1e18;
                if (forCoin > liquidity) liquidity = forCoin;
            }
        }
        return sale + liquidity + sale * f.tokenFeeBps / 10_000;
    }

    /// @dev The most coin `tokens` can raise at `rate` (a purchase's tokens round down, so the coin
    /// paid for the last token unit may be up to one unit's price more).
    function _raiseFor(uint256 tokens, uint256 rate) private pure returns (uint256) {
        return ((tokens + 1) * 1e18 + rate - 1) / rate;
    }
}
