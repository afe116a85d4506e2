// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TemplateERC20} from "./base/TemplateERC20.sol";

/**
 * @title InscriptionToken
 * @notice TokenBox "inscription" token (`/co/ins`): an ERC20 minted the way the EVM inscriptions of
 * 2023-24 were. Anyone mints the fixed `amountPerMint` by a transaction to the token: a call to
 * {mint}, a plain transfer of zero native coin (empty calldata), or a transaction whose data is an
 * inscription text (`data:,{"p":"erc-20","op":"mint",...}`). Each address mints at most
 * `mintsPerAddress` times, and all mints together at most `maxSupply - creatorAllocation`.
 *
 * Decisions (written down because the inscription sites differ on them):
 * - No owner, ever: nobody can stop minting or transfers, change a figure or mint beyond the rules.
 *   {owner} answers the zero address so scanners see the token as renounced.
 * - The creator's allocation, if the form stated one, is minted once at deployment and counts
 *   toward `maxSupply`; the default is none.
 * - The last mint is never partial. The constructor requires the mintable supply to be a whole
 *   number of mints, so the supply reaches `maxSupply` exactly with a full mint; a mint past it is
 *   refused with {InscriptionSoldOut} (what the usual inscription indexers do: a mint that does not
 *   fit is invalid, not trimmed).
 * - Mints come from externally owned accounts only (`tx.origin == msg.sender`). A contract could
 *   mint many times in one transaction from fresh addresses (each under the per-address limit),
 *   which is how bots drained these tokens in 2023-24; the check keeps one mint per signed
 *   transaction. A smart-contract wallet cannot mint; it can still receive and send the token.
 * - Native coin is refused: a mint is free, and coin sent with it would be stuck (no owner could
 *   ever take it out), so a transfer with value reverts with {InscriptionNativeCoinRefused}.
 * - Calldata that is neither empty, an inscription text, nor a function of the token reverts
 *   ({InscriptionUnknownCall}), so a mistyped call never mints by accident.
 * - The inscription text is not parsed: the token's address is what a mint is for, so the gas of a
 *   mint does not grow with the text. The site shows the text for the familiar form.
 * - Holders are not counted (a count kept in the transfer hook would tax every transfer); the
 *   contract keeps what the progress needs: mints per address, the number of minters and the
 *   number of mints.
 *
 * Storage: `mintsOf` and `minterCount` are the only state beyond OpenZeppelin's ERC20; every limit
 * is immutable (in the code), so a mint reads two cold slots of its own (the minter's count and the
 * minter total) besides the ERC20's balance and supply.
 */
contract InscriptionToken is TemplateERC20 {
    /// @notice Upper bound of all tokens that will ever exist (allocation included), in base units.
    uint256 public immutable maxSupply;
    /// @notice Tokens each mint gives, in base units.
    uint256 public immutable amountPerMint;
    /// @notice How many times one address may mint.
    uint256 public immutable mintsPerAddress;
    /// @notice Tokens minted to the creator's chosen recipient at deployment (0 = none).
    uint256 public immutable creatorAllocation;

    /// @notice Mints made by each address.
    mapping(address minter => uint256 mints) public mintsOf;
    /// @notice Addresses that minted at least once.
    uint256 public minterCount;

    /// @notice A mint would pass `maxSupply` (every mint has been made).
    error InscriptionSoldOut();
    /// @notice `minter` has made its `mintsPerAddress` mints.
    error InscriptionMintLimitReached(address minter, uint256 mints);
    /// @notice A mint must be sent by an externally owned account, not by the contract `caller`.
    error InscriptionContractMinter(address caller);
    /// @notice Native coin was sent to the token; minting is free and the coin could never leave.
    error InscriptionNativeCoinRefused(uint256 value);
    /// @notice Calldata that is no function, no empty transfer and no `data:,` inscription text.
    error InscriptionUnknownCall(bytes4 selector);
    /// @notice The constructor's figures do not make a mintable token (see the constructor).
    error InscriptionInvalidConfig();

    /// @notice Emitted on every mint, with the minter's mint count after it.
    event InscriptionMinted(address indexed minter, uint256 amount, uint256 mintsOfMinter);

    /**
     * @param name_ Token name.
     * @param symbol_ Token symbol (the inscription's `tick`).
     * @param decimals_ Decimals of the display unit.
     * @param maxSupply_ Most tokens that will ever exist, allocation included (base units).
     * @param amountPerMint_ Tokens per mint (base units).
     * @param mintsPerAddress_ Mints allowed per address.
     * @param creatorAllocation_ Tokens minted at deployment to `allocationRecipient` (0 = none).
     * @param allocationRecipient Receiver of the allocation (ignored when it is 0).
     *
     * Requirements: `amountPerMint_` and `mintsPerAddress_` above 0; the allocation below
     * `maxSupply_`; `maxSupply_ - creatorAllocation_` a whole number of mints.
     */
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 maxSupply_,
        uint256 amountPerMint_,
        uint256 mintsPerAddress_,
        uint256 creatorAllocation_,
        address allocationRecipient
    ) TemplateERC20(name_, symbol_, decimals_) {
        if (
            amountPerMint_ == 0 || mintsPerAddress_ == 0 || creatorAllocation_ >= maxSupply_
                || (maxSupply_ - creatorAllocation_) % amountPerMint_ != 0
        ) revert InscriptionInvalidConfig();
        maxSupply = maxSupply_;
        amountPerMint = amountPerMint_;
        mintsPerAddress = mintsPerAddress_;
        creatorAllocation = creatorAllocation_;
        if (creatorAllocation_ != 0) _mint(allocationRecipient, creatorAllocation_);
    }

    /**
     * @notice Mints `amountPerMint` to the sender.
     *
     * Requirements: sent by an externally owned account; the sender has mints left; a full mint
     * fits under `maxSupply`.
     *
     * Emits {Transfer} from the zero address and {InscriptionMinted}.
     */
    function mint() external {
        _inscribe();
    }

    /**
     * @notice A transaction whose data is an inscription text (`data:,...`) mints like {mint};
     * any native coin sent is refused.
     */
    // The fallback and receive are the mint itself (the point of an inscription token: a plain
    // transaction to the token mints), not a forwarding hook.
    // solhint-disable-next-line no-complex-fallback
    fallback() external payable {
        if (msg.value != 0) revert InscriptionNativeCoinRefused(msg.value);
        // Empty calldata never lands here (receive takes it), so only the text is checked.
        if (!_isInscriptionText()) revert InscriptionUnknownCall(msg.sig);
        _inscribe();
    }

    /**
     * @notice Empty calldata with native coin lands here; it is refused (a zero-value transfer with
     * empty calldata also lands here and mints).
     */
    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        if (msg.value != 0) revert InscriptionNativeCoinRefused(msg.value);
        _inscribe();
    }

    /// @notice Always the zero address: the token has no owner.
    /// @return The zero address.
    function owner() external pure returns (address) {
        return address(0);
    }

    /// @notice Mints made so far (the allocation is no mint).
    /// @return The number of mints.
    function mintCount() external view returns (uint256) {
        return (totalSupply() - creatorAllocation) / amountPerMint;
    }

    /// @notice Mints still possible before `maxSupply` is reached.
    /// @return The number of mints left.
    function mintsLeft() external view returns (uint256) {
        return (maxSupply - totalSupply()) / amountPerMint;
    }

    function _inscribe() private {
        // solhint-disable-next-line avoid-tx-origin
        if (tx.origin != msg.sender) revert InscriptionContractMinter(msg.sender);
        uint256 mints = mintsOf[msg.sender];
        if (mints >= mintsPerAddress) revert InscriptionMintLimitReached(msg.sender, mints);
        if (totalSupply() + amountPerMint > maxSupply) revert InscriptionSoldOut();
        // Cannot overflow: bounded by mintsPerAddress, checked just above.
        unchecked {
            mints += 1;
        }
        mintsOf[msg.sender] = mints;
        if (mints == 1) {
            // Cannot overflow: at most one increment per minting address.
            unchecked {
                minterCount += 1;
            }
        }
        _mint(msg.sender, amountPerMint);
        emit InscriptionMinted(msg.sender, amountPerMint, mints);
    }

    /// @dev True when the calldata starts with `data:,` (0x646174613a2c), the EVM inscription prefix.
    function _isInscriptionText() private pure returns (bool) {
        return msg.data.length >= 6 && bytes6(msg.data[:6]) == bytes6("data:,");
    }
}
