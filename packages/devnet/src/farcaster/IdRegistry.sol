// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IdRegistry (devnet stand-in)
/// @notice The part of Farcaster's ID registry that Sign In With Farcaster verification reads: which fid a custody
/// address owns (`idOf`) and which custody address owns a fid (`custodyOf`), plus `register` so a devnet account
/// can take the next fid. The devnet installs its runtime code at the registry's address on a local chain.
contract IdRegistry {
    /// @notice The last fid handed out.
    uint256 public idCounter;
    /// @notice The fid a custody address owns (0 for none).
    mapping(address => uint256) public idOf;
    /// @notice The custody address of a fid (the zero address for none).
    mapping(uint256 => address) public custodyOf;

    /// @notice A fid was registered to `to`.
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @notice The caller owns a fid already.
    error HasId();

    /// @notice Registers the next fid to the caller, its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        emit Register(msg.sender, fid, recovery);
    }
}
