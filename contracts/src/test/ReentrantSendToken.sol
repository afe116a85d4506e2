// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IMultiSender} from "../batch/IMultiSender.sol";

/**
 * @title ReentrantSendToken
 * @notice Test-only hostile token for the MultiSender tests: while the MultiSender moves it (`transfer`,
 * or `transferFrom` when armed so), it calls back into the MultiSender to send itself the tokens the MultiSender
 * holds at that moment, through `sendToken` (with total 0), `sendTokenFrom` or `sendNative`. The
 * callback's failure reverts the transfer. Never deployed as a product contract.
 */
contract ReentrantSendToken is ERC20 {
    enum Attack {
        None,
        SendToken,
        SendTokenFrom,
        SendNative
    }

    IMultiSender public immutable multiSender;
    Attack public attack;
    /// @notice Call back from `transferFrom` (the pull, sendTokenFrom) instead of `transfer`.
    bool public inTransferFrom;

    constructor(IMultiSender multiSender_, uint256 initialSupply) ERC20("Reentrant Send", "RSEND") {
        multiSender = multiSender_;
        _mint(msg.sender, initialSupply);
    }

    function arm(Attack attack_, bool inTransferFrom_) external {
        attack = attack_;
        inTransferFrom = inTransferFrom_;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (msg.sender == address(multiSender) && !inTransferFrom) _callBack();
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (msg.sender == address(multiSender) && inTransferFrom) _callBack();
        return super.transferFrom(from, to, value);
    }

    function _callBack() private {
        Attack current = attack;
        if (current == Attack.None) return;
        uint256 held = balanceOf(address(multiSender));
        bytes32[] memory packed = new bytes32[](1);
        packed[0] = bytes32((uint256(uint160(address(this))) << 96) | (held & ((1 << 96) - 1)));
        if (current == Attack.SendToken) {
            multiSender.sendToken(address(this), 0, packed);
        } else if (current == Attack.SendTokenFrom) {
            address[] memory recipients = new address[](1);
            recipients[0] = address(this);
            uint256[] memory amounts = new uint256[](1);
            amounts[0] = held;
            multiSender.sendTokenFrom(address(this), recipients, amounts);
        } else {
            multiSender.sendNative(packed);
        }
    }
}
