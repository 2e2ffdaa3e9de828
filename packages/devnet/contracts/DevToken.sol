// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Dev Token
/// @notice 18-decimal ERC-20 that exists only on local development chains.
contract DevToken is ERC20 {
    constructor(address[] memory holders, uint256 amountEach) ERC20("Dev Token", "DEV") {
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    /// @notice Open faucet: tests mint balances for arbitrary addresses without
    /// touching the genesis holders, which keeps their balances predictable.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
