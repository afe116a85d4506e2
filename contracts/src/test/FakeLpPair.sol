// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title FakeLpPair
 * @notice Test-only token that poses as a UniswapV2 pair: it answers `factory()`, `token0()` and
 * `token1()` with whatever it was given (a real factory and real tokens), but the factory does not
 * list it, so the TokenLocker must refuse to badge it as LP. Never deployed as a product contract.
 */
contract FakeLpPair is ERC20 {
    address public immutable factory;
    address public immutable token0;
    address public immutable token1;

    constructor(address factory_, address token0_, address token1_, uint256 initialSupply) ERC20("Fake LP", "FLP") {
        factory = factory_;
        token0 = token0_;
        token1 = token1_;
        _mint(msg.sender, initialSupply);
    }
}
