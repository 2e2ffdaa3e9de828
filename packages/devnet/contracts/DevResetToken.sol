// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Devnet Reset USD
/// @notice 6-decimal dollar token of local development chains whose approve behaves like the widely used
/// dollar tokens that refuse to change a non-zero allowance to another non-zero value: the allowance
/// must first be set to 0.
contract DevResetToken is ERC20 {
    /// @notice approve(spender, value) with value > 0 while the allowance is still `current` > 0.
    error AllowanceResetRequired(address spender, uint256 current);

    constructor(address[] memory holders, uint256 amountEach) ERC20("Devnet Reset USD", "USDR") {
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    /// @notice Six decimals, like the dollar tokens of public chains.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Sets the allowance of `spender`; reverts when both the current and the new allowance are non-zero.
    function approve(address spender, uint256 value) public override returns (bool) {
        uint256 current = allowance(msg.sender, spender);
        if (value != 0 && current != 0) {
            revert AllowanceResetRequired(spender, current);
        }
        return super.approve(spender, value);
    }

    /// @notice Open faucet, as on DevToken.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
