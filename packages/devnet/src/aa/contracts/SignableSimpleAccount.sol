// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@account-abstraction/contracts/accounts/SimpleAccount.sol";

/**
 * The EntryPoint v0.8 SimpleAccount with ERC-1271 signatures. The owner signs the EIP-712 hash of
 * `AccountMessage(bytes32 hash)` under this account's own domain (name "SignableSimpleAccount", version "1",
 * chain id, the account's address), so a signature made for one account is never valid for another account of
 * the same owner, nor for the owner's own address.
 */
contract SignableSimpleAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant ACCOUNT_MESSAGE_TYPEHASH = keccak256("AccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// The hash the owner signs for `hash` to be valid for this account.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("SignableSimpleAccount"), keccak256("1"), block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(ACCOUNT_MESSAGE_TYPEHASH, hash))));
    }

    /// ERC-1271: the magic value when the owner signed `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (failure == ECDSA.RecoverError.NoError && signer == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return bytes4(0xffffffff);
    }
}
