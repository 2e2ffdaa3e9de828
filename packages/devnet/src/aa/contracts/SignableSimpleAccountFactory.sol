// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./SignableSimpleAccount.sol";

/**
 * Creates SignableSimpleAccount proxies at CREATE2 addresses fixed by owner and salt. Unlike the v0.8
 * SimpleAccountFactory, anyone may call createAccount (the owner is part of the address, so a deployment by
 * someone else deploys the same account): an ERC-6492 verifier deploys the account this way to check a
 * signature made before the account's first transaction.
 */
contract SignableSimpleAccountFactory {
    SignableSimpleAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new SignableSimpleAccount(entryPoint);
    }

    /// Creates the account (or returns the existing one) of `owner` and `salt`.
    function createAccount(address owner, uint256 salt) public returns (SignableSimpleAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) {
            return SignableSimpleAccount(payable(addr));
        }
        ret = SignableSimpleAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation),
                    abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The counterfactual address of the account of `owner` and `salt`.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
