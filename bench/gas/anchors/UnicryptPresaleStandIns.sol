// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/**
 * Stand-ins for the parts of Unicrypt's presale system whose source is not public, so that the real
 * Presale01 (version 5, read from its Etherscan-verified source outside this repository) can run its
 * whole life on anvil. Written for the bench (issue 49); none of it is Unicrypt's code. Each keeps
 * the shape of what it stands for: the same external calls and storage reads, so the presale's gas
 * figures carry the same costs production paid. measurePresale.ts compiles this file with the
 * presale's own compiler and settings, next to the presale's sources (imported as ../Presale01.sol).
 */
import {Presale01, IPresaleSettings} from "../Presale01.sol";
import {IERC20} from "../IERC20.sol";

interface IUniswapV2FactoryLike {
    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

interface IUniswapV2PairLike {
    function mint(address to) external returns (uint256 liquidity);
    function balanceOf(address owner) external view returns (uint256);
    function approve(address spender, uint256 value) external returns (bool);
}

/// UNCX's UniswapV2Locker (lockerV2, uncx-network/liquidity-locker-univ2-contracts).
interface IUncxUniswapV2Locker {
    function lockLPToken(
        address lpToken,
        uint256 amount,
        uint256 unlockDate,
        address payable referral,
        bool feeInEth,
        address payable withdrawer,
        uint16 countryCode
    ) external payable;
}

/**
 * Unicrypt's PresaleSettings as Presale01 v5 reads it: every value in storage (one SLOAD each, as
 * there), and the round-1 check looping over the early-access tokens and asking each for the
 * buyer's balance.
 */
contract UnicryptPresaleSettingsStandIn is IPresaleSettings {
    struct Settings {
        uint256 baseFee; // divided by 1000
        uint256 tokenFee; // divided by 1000
        uint256 referralFee; // divided by 1000
        address payable ethFeeAddress;
        address payable nonEthFeeAddress;
        address payable tokenFeeAddress;
        address payable unclFeeAddress;
        uint256 ethCreationFee;
        uint256 round1Length; // blocks
        uint256 maxPresaleLength; // blocks
        address unclAddress;
        uint256 unclAllocationAmount;
        uint256 round0Offset; // blocks
    }

    Settings public settings;
    address[] public earlyAccessTokens;
    mapping(address => uint256) public earlyAccessHolding;

    constructor(Settings memory initial, address[] memory tokens, uint256[] memory holdings) {
        settings = initial;
        for (uint256 i = 0; i < tokens.length; i++) {
            earlyAccessTokens.push(tokens[i]);
            earlyAccessHolding[tokens[i]] = holdings[i];
        }
    }

    function getMaxPresaleLength() external view override returns (uint256) {
        return settings.maxPresaleLength;
    }

    function getRound1Length() external view override returns (uint256) {
        return settings.round1Length;
    }

    function getRound0Offset() external view override returns (uint256) {
        return settings.round0Offset;
    }

    function userHoldsSufficientRound1Token(address user) external view override returns (bool) {
        if (earlyAccessTokens.length == 0) return true;
        for (uint256 i = 0; i < earlyAccessTokens.length; i++) {
            address token = earlyAccessTokens[i];
            if (IERC20(token).balanceOf(user) >= earlyAccessHolding[token]) return true;
        }
        return false;
    }

    function referrerIsValid(address) external pure override returns (bool) {
        return false;
    }

    function getBaseFee() external view override returns (uint256) {
        return settings.baseFee;
    }

    function getTokenFee() external view override returns (uint256) {
        return settings.tokenFee;
    }

    function getEthAddress() external view override returns (address payable) {
        return settings.ethFeeAddress;
    }

    function getNonEthAddress() external view override returns (address payable) {
        return settings.nonEthFeeAddress;
    }

    function getTokenAddress() external view override returns (address payable) {
        return settings.tokenFeeAddress;
    }

    function getReferralFee() external view override returns (uint256) {
        return settings.referralFee;
    }

    function getEthCreationFee() external view override returns (uint256) {
        return settings.ethCreationFee;
    }

    function getUNCLInfo() external view override returns (address, uint256, address) {
        return (settings.unclAddress, settings.unclAllocationAmount, settings.unclFeeAddress);
    }
}

/**
 * Unicrypt's PresaleFactory: the register the lock forwarder asks whether a caller is a presale.
 * Registering writes a list entry and its index, as an enumerable set does.
 */
contract UnicryptPresaleFactoryStandIn {
    address public immutable admin;
    mapping(address => bool) public isGenerator;
    address[] public presales;
    mapping(address => uint256) private presaleIndex; // position + 1; 0 = not registered

    constructor() {
        admin = msg.sender;
    }

    function allowGenerator(address generator, bool allowed) external {
        require(msg.sender == admin, "FORBIDDEN");
        isGenerator[generator] = allowed;
    }

    function registerPresale(address presale) external {
        require(isGenerator[msg.sender], "FORBIDDEN");
        presales.push(presale);
        presaleIndex[presale] = presales.length;
    }

    function presaleIsRegistered(address presale) external view returns (bool) {
        return presaleIndex[presale] != 0;
    }
}

/**
 * Unicrypt's PresaleLockForwarder, whose mainnet address Presale01 v5 hard-codes: creates the pair if
 * needed, moves both tokens into it, mints the LP tokens and locks them in the locker for the presale
 * owner. The locker has it on its fee whitelist, as Unicrypt's locker has the forwarder, so no flat
 * fee is paid. Addresses sit in storage (the slots measurePresale.ts copies when it places this code
 * at the hard-coded address).
 */
contract UnicryptLockForwarderStandIn {
    UnicryptPresaleFactoryStandIn public presaleFactory; // slot 0
    IUncxUniswapV2Locker public locker; // slot 1
    IUniswapV2FactoryLike public uniFactory; // slot 2

    constructor(UnicryptPresaleFactoryStandIn factory_, IUncxUniswapV2Locker locker_, IUniswapV2FactoryLike uniFactory_) {
        presaleFactory = factory_;
        locker = locker_;
        uniFactory = uniFactory_;
    }

    /// True when the pair exists and already holds the sale token (`token0`): the presale then fails.
    function uniswapPairIsInitialised(address token0, address token1) external view returns (bool) {
        address pair = uniFactory.getPair(token0, token1);
        if (pair == address(0)) return false;
        return IERC20(token0).balanceOf(pair) > 0;
    }

    function lockLiquidity(
        IERC20 baseToken,
        IERC20 saleToken,
        uint256 baseAmount,
        uint256 saleAmount,
        uint256 unlockDate,
        address payable withdrawer
    ) external {
        require(presaleFactory.presaleIsRegistered(msg.sender), "PRESALE NOT REGISTERED");
        address pair = uniFactory.getPair(address(baseToken), address(saleToken));
        if (pair == address(0)) {
            uniFactory.createPair(address(baseToken), address(saleToken));
            pair = uniFactory.getPair(address(baseToken), address(saleToken));
        }
        require(baseToken.transferFrom(msg.sender, pair, baseAmount), "BASE TRANSFER");
        require(saleToken.transferFrom(msg.sender, pair, saleAmount), "SALE TRANSFER");
        IUniswapV2PairLike(pair).mint(address(this));
        uint256 minted = IUniswapV2PairLike(pair).balanceOf(address(this));
        require(minted != 0, "LP creation failed");
        IUniswapV2PairLike(pair).approve(address(locker), minted);
        // The locker refuses dates in milliseconds.
        uint256 unlock = unlockDate > 9_999_999_999 ? 9_999_999_999 : unlockDate;
        locker.lockLPToken(pair, minted, unlock, payable(address(0)), true, withdrawer, 0);
    }
}

/**
 * Unicrypt's PresaleGenerator01 for Presale01 v5: charges the creation fee, checks the terms,
 * deploys a whole Presale01 (no clone), moves the sale and liquidity tokens into it, initialises it
 * from the settings and registers it.
 */
contract UnicryptPresaleGeneratorStandIn {
    UnicryptPresaleFactoryStandIn public presaleFactory;
    IPresaleSettings public presaleSettings;
    address public weth;

    event PresaleCreated(address presale);

    constructor(UnicryptPresaleFactoryStandIn factory_, IPresaleSettings settings_, address weth_) {
        presaleFactory = factory_;
        presaleSettings = settings_;
        weth = weth_;
    }

    /**
     * terms: amount, tokenPrice, maxSpendPerBuyer, hardcap, softcap, liquidityPercent, listingRate,
     * startBlock, endBlock, lockPeriod (Unicrypt's uint_params order).
     */
    function createPresale(
        address payable presaleOwner,
        IERC20 presaleToken,
        IERC20 baseToken,
        uint256[10] memory terms
    ) external payable {
        uint256 lockPeriod = terms[9] < 4 weeks ? 4 weeks : terms[9];
        require(msg.value == presaleSettings.getEthCreationFee(), "FEE NOT MET");
        presaleSettings.getEthAddress().transfer(msg.value);
        require(terms[0] >= 10000, "MIN DIVIS");
        require(terms[8] - terms[7] <= presaleSettings.getMaxPresaleLength(), "LENGTH");
        require(terms[1] * terms[3] > 0, "INVALID PARAMS");
        require(terms[5] >= 300 && terms[5] <= 1000, "MIN LIQUIDITY");

        uint256 tokenFee = presaleSettings.getTokenFee();
        Presale01 presale = new Presale01(address(this), presaleSettings, weth);
        require(
            presaleToken.transferFrom(msg.sender, address(presale), tokensRequired(terms, tokenFee)),
            "TOKEN TRANSFER"
        );
        presale.init1(0, terms[0], terms[1], terms[2], terms[3], terms[4], terms[5], terms[6], 0, terms[7], terms[8], lockPeriod);
        presale.init2(
            presaleOwner,
            baseToken,
            presaleToken,
            presaleSettings.getBaseFee(),
            tokenFee,
            presaleSettings.getReferralFee(),
            payable(address(0))
        );
        presaleFactory.registerPresale(address(presale));
        emit PresaleCreated(address(presale));
    }

    /// Unicrypt's PresaleHelper.calculateAmountRequired: the tokens sold, the listing's and the fee.
    function tokensRequired(uint256[10] memory terms, uint256 tokenFee) public pure returns (uint256) {
        uint256 listingRatePercent = (terms[6] * 1000) / terms[1];
        uint256 fee = (terms[0] * tokenFee) / 1000;
        uint256 liquidity = ((terms[0] - fee) * terms[5] * listingRatePercent) / 1_000_000;
        return terms[0] + liquidity + fee;
    }
}
