// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IInscriptionSaleFactory, InscriptionSaleTerms} from "./IInscriptionSale.sol";
import {InscriptionSale} from "./InscriptionSale.sol";
import {InscriptionSaleValidation} from "./InscriptionSaleValidation.sol";

/**
 * @title InscriptionSaleFactory
 * @notice The chain's inscription presale factory (one per chain, deployed through the deterministic
 * deployment proxy with no constructor argument, so it has one address per build everywhere): creates
 * sales as deterministic EIP-1167 clones of the {InscriptionSale} implementation it deploys in its
 * constructor, the launchpad's pattern ({LaunchpadFactory}).
 *
 * No owner and no fee. The launchpad's fees belong to an operator-owned factory whose address depends
 * on the operator (and which the local chain deploys with another owner); reading them here would tie
 * this factory's address to the launchpad's and add an owner power over sales. Like the mining and
 * finance factories, this one charges nothing and nobody can change that.
 *
 * Addresses: sale number `nonce` of `seller` is the clone with salt `keccak256(seller, nonce)`, so
 * the seller's escrow transfer can name it right after the creation (and the UI knows it before).
 */
contract InscriptionSaleFactory is IInscriptionSaleFactory {
    /// @inheritdoc IInscriptionSaleFactory
    uint256 public constant MAX_UNITS = InscriptionSaleValidation.MAX_UNITS;

    /// @inheritdoc IInscriptionSaleFactory
    address public immutable implementation;
    /// @inheritdoc IInscriptionSaleFactory
    uint256 public saleCount;
    /// @inheritdoc IInscriptionSaleFactory
    mapping(address seller => uint256) public sellerNonce;
    /// @inheritdoc IInscriptionSaleFactory
    mapping(address sale => bool) public isSale;

    constructor() {
        implementation = address(new InscriptionSale());
    }

    /// @inheritdoc IInscriptionSaleFactory
    function createSale(InscriptionSaleTerms calldata terms, string calldata metadata)
        external
        returns (address sale)
    {
        InscriptionSaleValidation.validate(terms);
        uint256 nonce = sellerNonce[msg.sender]++;
        sale = Clones.cloneDeterministic(implementation, _salt(msg.sender, nonce));
        InscriptionSale(sale).initialize(msg.sender, terms);
        isSale[sale] = true;
        ++saleCount;
        bytes32 tickHash = keccak256(abi.encodePacked(terms.protocol, ":", terms.tick));
        emit InscriptionSaleCreated(sale, msg.sender, tickHash, nonce, terms, metadata);
    }

    /// @inheritdoc IInscriptionSaleFactory
    function saleAddress(address seller, uint256 nonce) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _salt(seller, nonce));
    }

    /// @inheritdoc IInscriptionSaleFactory
    function nextSaleAddress(address seller) external view returns (address) {
        return saleAddress(seller, sellerNonce[seller]);
    }

    function _salt(address seller, uint256 nonce) private pure returns (bytes32) {
        return keccak256(abi.encode(seller, nonce));
    }
}
