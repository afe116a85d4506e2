// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title FailingTransferToken
 * @notice Test-only OpenZeppelin ERC20 that fails on purpose for the MultiSender tests: a transfer or
 * transferFrom to the `victim` address returns false or reverts (by `mode`), or every transfer and
 * transferFrom answers true and moves nothing (`LieTrue`). Never deployed as a product contract.
 */
contract FailingTransferToken is ERC20 {
    enum Mode {
        None,
        ReturnFalse,
        Revert,
        LieTrue
    }

    Mode public mode;
    address public victim;

    error FailingTokenRefused(address to);

    constructor(uint256 initialSupply) ERC20("Failing", "FAIL") {
        _mint(msg.sender, initialSupply);
    }

    /// @notice Chooses how transfers to `victim_` fail (`LieTrue`: every transfer, `victim_` unused).
    function setFailure(Mode mode_, address victim_) external {
        mode = mode_;
        victim = victim_;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (_fails(to)) return _fail(to);
        return mode == Mode.LieTrue || super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (_fails(to)) return _fail(to);
        return mode == Mode.LieTrue || super.transferFrom(from, to, value);
    }

    function _fails(address to) private view returns (bool) {
        return (mode == Mode.ReturnFalse || mode == Mode.Revert) && to == victim;
    }

    function _fail(address to) private view returns (bool) {
        if (mode == Mode.Revert) revert FailingTokenRefused(to);
        return false;
    }
}
