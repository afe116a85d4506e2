// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxSaleTokenFixture} from "./TaxSaleTokenFixture.sol";
import {HubSaleTokenBehaviour, IHubSaleToken} from "./HubSaleTokenBehaviour.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {TaxSaleToken} from "../../src/tokens/templates/TaxSaleToken.sol";
import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";
import {SaleHubTaxClient} from "../../src/tokens/templates/base/SaleHubTaxClient.sol";

/// @notice The marketing sale token (`/co/mk?t=1`) and the shared sale hub (issue 20): the hub sale
/// behaviour ({HubSaleTokenBehaviour}) on this template, then what is its own (the tax token's
/// configuration checks, the sell tax after the launch) and the hub's refusal of unknown sales.
contract TaxSaleTokenTest is TaxSaleTokenFixture, HubSaleTokenBehaviour {
    TaxSaleToken internal token;

    function setUp() public override {
        super.setUp();
        vm.warp(1_800_000_000);
        _deploySaleChain();
        token = _saleToken(_terms());
    }

    // ------------------------------------------------------------------ behaviour hooks

    function _token() internal view override returns (IHubSaleToken) {
        return IHubSaleToken(address(token));
    }

    function _newSaleToken(SaleTerms memory terms) internal override returns (IHubSaleToken) {
        return IHubSaleToken(address(_saleToken(terms)));
    }

    function _ammRouter() internal view override returns (address) {
        return address(router);
    }

    function _supply() internal pure override returns (uint256) {
        return SUPPLY;
    }

    function _reserve() internal pure override returns (uint256) {
        return RESERVE;
    }

    function _tradingOpenedAt() internal view override returns (uint256) {
        return token.tradingStartsAt();
    }

    // ------------------------------------------------------------------ deployment

    function test_deploymentRefusesAnErc20QuoteAScheduledStartAndBadTerms() public {
        TaxTokenConfig memory config = _taxConfig();
        config.quoteToken = address(usdt);
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "quoteToken"));
        new TaxSaleToken(config, _terms(), address(hub));

        config = _taxConfig();
        config.tradingStartsAt = uint64(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(SaleHubTaxClient.SaleInvalidConfig.selector, "tradingStartsAt"));
        new TaxSaleToken(config, _terms(), address(hub));

        _checkBadTermsRefused();

        // One minimum buy must make a pool the pair can mint: 10 wei buys too little at this price.
        SaleTerms memory terms = _terms();
        terms.minContribution = 10;
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleInvalidConfig.selector, "minContribution"));
        _saleToken(terms);

        // A supply smaller than the reserves cannot deploy.
        config = _taxConfig();
        config.initialSupply = RESERVE - 1;
        vm.expectRevert();
        new TaxSaleToken(config, _terms(), address(hub));
    }

    // ------------------------------------------------------------------ the hub itself

    function test_anAddressThatNeverRegisteredCannotUseTheHub() public {
        vm.deal(_buyer(1), 1 ether);
        vm.prank(_buyer(1), _buyer(1));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubUnknownSale.selector, _buyer(1)));
        hub.buy{value: 1 ether}(_buyer(1));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubUnknownSale.selector, address(0xBEEF)));
        hub.launch(address(0xBEEF));
        vm.expectRevert(abi.encodeWithSelector(TokenSaleHub.SaleHubUnknownSale.selector, address(0xBEEF)));
        hub.claimRefund(address(0xBEEF));
    }

    // ------------------------------------------------------------------ after the launch

    function test_afterLaunchFeesAndSellsWorkThroughTheRouter() public {
        _send(address(token), _buyer(1), 10 ether);
        vm.prank(CREATOR);
        token.startTrading();

        address seller = _buyer(1);
        vm.prank(seller);
        token.transfer(_buyer(2), 1_000e18);
        assertEq(token.balanceOf(_buyer(2)), 1_000e18, "wallet-to-wallet transfers pay no tax");

        address[] memory path = new address[](2);
        path[0] = address(token);
        path[1] = address(weth);
        vm.startPrank(_buyer(2));
        token.approve(address(router), type(uint256).max);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(500e18, 0, path, _buyer(2), block.timestamp);
        vm.stopPrank();
        assertTrue(_buyer(2).balance > 0, "sold on the pool");
        assertEq(token.balanceOf(address(token)), 20e18, "4% sell tax collected by the token");
    }
}
