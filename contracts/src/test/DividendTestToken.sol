// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {DividendSettings, IDividendTracker} from "../tokens/dividends/IDividendTracker.sol";

/**
 * @title DividendTestToken
 * @notice Test-only stand-in for a dividend token: it registers with the shared tracker in its
 * constructor, reports both sides' balances after every movement (unless built in LP mode, where
 * shares are reported by hand or synced from the pair), and passes its book's powers through
 * without access control, so tests can drive the tracker as a token would. Never a product.
 */
contract DividendTestToken is ERC20 {
    using SafeERC20 for IERC20;

    /// @notice The shared tracker this token's book lives in.
    IDividendTracker public immutable tracker;
    /// @notice Whether every movement reports the balances of both sides.
    bool public immutable reportsBalances;

    /// @param tracker_ The shared tracker.
    /// @param settings The book's settings.
    /// @param excluded Accounts that never earn (besides those the tracker always excludes).
    /// @param initialSupply Base units minted to the deployer.
    /// @param reportsBalances_ False for LP mode: shares are not this token's balances.
    constructor(
        IDividendTracker tracker_,
        DividendSettings memory settings,
        address[] memory excluded,
        uint256 initialSupply,
        bool reportsBalances_
    ) ERC20("Dividend Test", "DIVT") {
        tracker = tracker_;
        reportsBalances = reportsBalances_;
        tracker_.register(settings, excluded);
        _mint(msg.sender, initialSupply);
    }

    /// @notice Reports `share` for `holder` to this token's book.
    function report(address holder, uint256 share) external {
        tracker.setShare(holder, share);
    }

    /// @notice Excludes or includes `account` in this token's book.
    function exclude(address account, bool excluded) external {
        tracker.setExcluded(account, excluded);
    }

    /// @notice Changes this token's settings.
    function updateSettings(DividendSettings calldata settings) external {
        tracker.updateSettings(settings);
    }

    /// @notice Tries to open a second book (the tracker refuses).
    function registerAgain(DividendSettings calldata settings) external {
        tracker.register(settings, new address[](0));
    }

    /// @notice Deposits the native coin sent along.
    function depositNative() external payable {
        tracker.depositNative{value: msg.value}();
    }

    /// @notice Deposits `amount` of `coin` this token holds (the tracker pulls it).
    /// @return received What the tracker credited.
    function depositToken(IERC20 coin, uint256 amount) external returns (uint256 received) {
        coin.forceApprove(address(tracker), amount);
        received = tracker.depositToken(amount);
    }

    /// @notice Deposits `amount` of this token itself, minted to this contract first.
    /// @return received What the tracker credited.
    function depositOwnTokens(uint256 amount) external returns (uint256 received) {
        _mint(address(this), amount);
        _approve(address(this), address(tracker), amount);
        received = tracker.depositToken(amount);
    }

    /// @notice Pays holders through the tracker, as a token does from its transfers.
    function process(uint256 gasLimit) external returns (uint256 visited, uint256 paid, uint256 nextIndex) {
        return tracker.process(address(this), gasLimit);
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (reportsBalances) {
            tracker.setShare(from, balanceOf(from));
            tracker.setShare(to, balanceOf(to));
        }
    }
}
