// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title IssuerStableToken
 * @notice Test only: a token shaped like the centralised stablecoins everyone holds (issue 75). Its
 * issuer (the owner) can issue and redeem supply, pause every transfer, freeze an account and burn a
 * frozen account's balance, and set a transfer fee of at most 0.2% (at most 50 whole tokens); it
 * knows nothing of any exchange pool, and its `transfer`, `transferFrom` and `approve` return
 * nothing, as old stablecoins' do. The safety check must name these powers as an issuer's (a
 * warning), never call the token a scam. Deployed with a supply it is owned by its deployer; with a
 * supply of 0 it is a logic contract for a proxy, set up through `initialize`.
 */
contract IssuerStableToken {
    uint256 public totalSupply;
    mapping(address account => uint256 amount) public balanceOf;
    mapping(address holder => mapping(address spender => uint256 amount)) public allowance;
    address public owner;
    bool public paused;
    mapping(address account => bool frozen) public isFrozen;
    uint256 public feeBps;
    uint256 public feeMaxTokens;
    bool private ready;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event Issued(uint256 amount);
    event Redeemed(uint256 amount);
    event Paused();
    event Unpaused();
    event Frozen(address indexed account);
    event Unfrozen(address indexed account);
    event FrozenFundsBurned(address indexed account, uint256 amount);
    event FeeChanged(uint256 bps, uint256 maxTokens);

    error IssuerNotOwner(address caller);
    error IssuerPaused();
    error IssuerFrozen(address account);
    error IssuerNotFrozen(address account);
    error IssuerBalanceTooLow();
    error IssuerAllowanceTooLow();
    error IssuerFeeTooHigh();
    error IssuerAlreadySetUp();

    modifier onlyOwner() {
        if (msg.sender != owner) revert IssuerNotOwner(msg.sender);
        _;
    }

    constructor(uint256 supply) {
        if (supply > 0) _setUp(supply, msg.sender);
        else ready = true;
    }

    /// @notice Sets a proxy's storage up once: the supply issued to `issuer`, who owns the token.
    function initialize(uint256 supply, address issuer) external {
        _setUp(supply, issuer);
    }

    /// @notice The token's name.
    function name() external pure returns (string memory) {
        return "Issuer Dollar";
    }

    /// @notice The token's symbol.
    function symbol() external pure returns (string memory) {
        return "IUSD";
    }

    /// @notice Six decimals, as the large stablecoins have.
    function decimals() external pure returns (uint8) {
        return 6;
    }

    /// @notice Issues `amount` new tokens to the issuer.
    function issue(uint256 amount) external onlyOwner {
        totalSupply += amount;
        balanceOf[owner] += amount;
        emit Issued(amount);
        emit Transfer(address(0), owner, amount);
    }

    /// @notice Redeems (burns) `amount` of the issuer's own tokens.
    function redeem(uint256 amount) external onlyOwner {
        if (balanceOf[owner] < amount) revert IssuerBalanceTooLow();
        balanceOf[owner] -= amount;
        totalSupply -= amount;
        emit Redeemed(amount);
        emit Transfer(owner, address(0), amount);
    }

    /// @notice Stops every transfer.
    function pause() external onlyOwner {
        paused = true;
        emit Paused();
    }

    /// @notice Lets transfers run again.
    function unpause() external onlyOwner {
        paused = false;
        emit Unpaused();
    }

    /// @notice Freezes `account`: it can no longer send.
    function freeze(address account) external onlyOwner {
        isFrozen[account] = true;
        emit Frozen(account);
    }

    /// @notice Unfreezes `account`.
    function unfreeze(address account) external onlyOwner {
        isFrozen[account] = false;
        emit Unfrozen(account);
    }

    /// @notice Burns the whole balance of a frozen account.
    function wipeFrozenAddress(address account) external onlyOwner {
        if (!isFrozen[account]) revert IssuerNotFrozen(account);
        uint256 amount = balanceOf[account];
        balanceOf[account] = 0;
        totalSupply -= amount;
        emit FrozenFundsBurned(account, amount);
        emit Transfer(account, address(0), amount);
    }

    /// @notice Sets the transfer fee: below 0.2%, and below 50 whole tokens a transfer.
    function setParams(uint256 bps, uint256 maxTokens) external onlyOwner {
        if (bps >= 20 || maxTokens >= 50) revert IssuerFeeTooHigh();
        feeBps = bps;
        feeMaxTokens = maxTokens;
        emit FeeChanged(bps, maxTokens);
    }

    /// @notice Hands the issuer's role to `newOwner`.
    function transferOwnership(address newOwner) external onlyOwner {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function approve(address spender, uint256 value) external {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < value) revert IssuerAllowanceTooLow();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
    }

    function _setUp(uint256 supply, address issuer) private {
        if (ready) revert IssuerAlreadySetUp();
        ready = true;
        owner = issuer;
        totalSupply = supply;
        balanceOf[issuer] = supply;
        emit OwnershipTransferred(address(0), issuer);
        emit Transfer(address(0), issuer, supply);
    }

    function _move(address from, address to, uint256 value) private {
        if (paused) revert IssuerPaused();
        if (isFrozen[from]) revert IssuerFrozen(from);
        if (balanceOf[from] < value) revert IssuerBalanceTooLow();
        uint256 fee = (value * feeBps) / 10_000;
        uint256 feeCap = feeMaxTokens * 1e6;
        if (fee > feeCap) fee = feeCap;
        balanceOf[from] -= value;
        balanceOf[to] += value - fee;
        emit Transfer(from, to, value - fee);
        if (fee > 0) {
            balanceOf[owner] += fee;
            emit Transfer(from, owner, fee);
        }
    }
}
