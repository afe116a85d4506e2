// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IUniswapV2RouterQuotes} from "./interfaces/IUniswapV2RouterQuotes.sol";
import {IUniswapV2RouterSwaps} from "./interfaces/IUniswapV2RouterSwaps.sol";

/// @title SwapTaxProbe
/// @notice Measures what a token really takes when bought and sold through a UniswapV2-style router,
/// and whether it can be sold at all, without being deployed: the app runs its creation code in an
/// `eth_call` (nothing is sent, nothing stays on chain). The constructor buys with the native coin
/// sent along `buyPath` (wrapped native first, the token last), then sells everything that arrived
/// back along the reversed path, each through the router's fee-on-transfer variant, and compares what
/// arrived with what the pools alone would pay (getAmountsOut just before each swap). The difference
/// is the token's tax (or any other deduction); a buy or sell that reverts is reported as such. The
/// result is the constructor's return data (the "runtime code" an eth_call of creation code answers).
/// @dev Never deployed and holds nothing: each swap's proceeds come back to this address within the
/// same simulated call.
contract SwapTaxProbe {
    /// @notice What the probe saw. Amounts in base units: `buyQuoted` and `bought` of the token,
    /// `sellQuoted` and `sold` of the native coin.
    struct Probe {
        bool buyOk;
        uint256 buyQuoted;
        uint256 bought;
        bool sellOk;
        uint256 sellQuoted;
        uint256 sold;
    }

    /// @param router The router to trade through.
    /// @param buyPath Wrapped native coin first, the token last (one intermediate at most is usual).
    constructor(address router, address[] memory buyPath) payable {
        Probe memory probe;
        uint256 hops = buyPath.length;
        IERC20 token = IERC20(buyPath[hops - 1]);

        probe.buyQuoted = _quote(router, msg.value, buyPath);
        uint256 before = token.balanceOf(address(this));
        try
            IUniswapV2RouterSwaps(router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: msg.value}(
                0,
                buyPath,
                address(this),
                block.timestamp
            )
        {
            probe.buyOk = true;
            probe.bought = token.balanceOf(address(this)) - before;
        } catch {}

        if (probe.buyOk && probe.bought > 0) {
            address[] memory sellPath = new address[](hops);
            for (uint256 i = 0; i < hops; i++) sellPath[i] = buyPath[hops - 1 - i];
            probe.sellQuoted = _quote(router, probe.bought, sellPath);
            uint256 coinBefore = address(this).balance;
            // A token whose approve reverts (or returns false) cannot be sold through a router either.
            // Called low-level and read as the routers' transfer helpers read it: no revert, and
            // either nothing returned (the old non-standard shape, USDT on Ethereum) or true.
            // solhint-disable-next-line avoid-low-level-calls
            (bool called, bytes memory approved) = address(token).call(
                abi.encodeCall(IERC20.approve, (router, probe.bought))
            );
            if (called && (approved.length == 0 || (approved.length >= 32 && uint256(bytes32(approved)) == 1))) {
                try
                    IUniswapV2RouterSwaps(router).swapExactTokensForETHSupportingFeeOnTransferTokens(
                        probe.bought,
                        0,
                        sellPath,
                        address(this),
                        block.timestamp
                    )
                {
                    probe.sellOk = true;
                    probe.sold = address(this).balance - coinBefore;
                } catch {}
            }
        }

        bytes memory answer = abi.encode(probe);
        assembly ("memory-safe") {
            return(add(answer, 32), mload(answer))
        }
    }

    /// @dev What the pools alone pay for `amount` along `path`; 0 when the router cannot quote it.
    function _quote(address router, uint256 amount, address[] memory path) private view returns (uint256) {
        try IUniswapV2RouterQuotes(router).getAmountsOut(amount, path) returns (uint256[] memory amounts) {
            return amounts[amounts.length - 1];
        } catch {
            return 0;
        }
    }

    /// @dev The router pays the native coin of the sell here.
    receive() external payable {}
}
