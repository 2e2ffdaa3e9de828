// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Smart Account
/// @notice Minimal contract wallet controlled by a single EOA owner, enough to
/// exercise ERC-1271 (and, through the factory, ERC-6492) signature checks.
contract SmartAccount is IERC1271 {
    address public immutable owner;

    error NotOwner();
    error CallFailed(bytes returnData);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    /// @notice The hash is checked as-is, without another EIP-191 prefix: callers
    /// such as viem's verifyMessage pass hashMessage(message), and the owner's
    /// personal_sign of that message already signs exactly this digest.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(hash, signature);
        if (err == ECDSA.RecoverError.NoError && signer == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }

    function execute(address to, uint256 value, bytes calldata data) external payable returns (bytes memory) {
        if (msg.sender != owner) revert NotOwner();
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(result);
        return result;
    }
}
