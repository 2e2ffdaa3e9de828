// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Devnet USD
/// @notice 6-decimal dollar token that exists only on local development chains.
contract DevUsd is ERC20 {
    constructor(address[] memory holders, uint256 amountEach) ERC20("Devnet USD", "USDD") {
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    /// @notice Six decimals, like the dollar tokens of public chains.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Open faucet, as on DevToken.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
