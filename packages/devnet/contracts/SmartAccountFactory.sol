// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SmartAccount} from "./SmartAccount.sol";

/// @title Smart Account Factory
/// @notice CREATE2 factory, so an account's address is known before it exists and
/// an ERC-6492 signature can carry the deploy call for a counterfactual account.
contract SmartAccountFactory {
    event AccountDeployed(address indexed account, address indexed owner, uint256 salt);

    /// @notice Idempotent on purpose: ERC-6492 verifiers replay the deploy call
    /// from the signature, and the account may already exist by then.
    function deploy(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        new SmartAccount{salt: bytes32(salt)}(owner);
        emit AccountDeployed(account, owner, salt);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner)));
        bytes32 digest = keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash));
        return address(uint160(uint256(digest)));
    }
}
