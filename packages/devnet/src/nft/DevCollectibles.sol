// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";

/// @title Devnet collectibles
/// @notice An enumerable ERC-721 that exists only on local development chains: the constructor mints
/// `perHolder` tokens to each holder, ids counting up from 1, so the holders' tokens are known in advance.
contract DevCollectibles is ERC721Enumerable {
    uint256 private _nextId = 1;

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256 perHolder)
        ERC721(name_, symbol_)
    {
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mint(holders[i], _nextId++);
            }
        }
    }

    /// @notice Open faucet: tests mint a token to any address; returns its id.
    function mint(address to) external returns (uint256 id) {
        id = _nextId++;
        _mint(to, id);
    }
}
