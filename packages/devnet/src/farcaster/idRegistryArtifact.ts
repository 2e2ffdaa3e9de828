import type { Address, Hex } from 'viem';

// The runtime code of IdRegistry.sol, compiled with solc 0.8.37+commit.f401782d.Emscripten.clang (evmVersion cancun, optimizer on with 200 runs,
// no metadata hash). idRegistryArtifact.test.ts compiles the source again and checks that the two match.

/** Where Farcaster's ID registry lives (the address the Farcaster auth client reads `idOf` at). */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

/** ABI of the devnet ID registry (IdRegistry.sol). */
export const idRegistryAbi = [
  {
    inputs: [],
    name: 'HasId',
    type: 'error'
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        internalType: 'address',
        name: 'to',
        type: 'address'
      },
      {
        indexed: true,
        internalType: 'uint256',
        name: 'id',
        type: 'uint256'
      },
      {
        indexed: false,
        internalType: 'address',
        name: 'recovery',
        type: 'address'
      }
    ],
    name: 'Register',
    type: 'event'
  },
  {
    inputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256'
      }
    ],
    name: 'custodyOf',
    outputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address'
      }
    ],
    stateMutability: 'view',
    type: 'function'
  },
  {
    inputs: [],
    name: 'idCounter',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256'
      }
    ],
    stateMutability: 'view',
    type: 'function'
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address'
      }
    ],
    name: 'idOf',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256'
      }
    ],
    stateMutability: 'view',
    type: 'function'
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'recovery',
        type: 'address'
      }
    ],
    name: 'register',
    outputs: [
      {
        internalType: 'uint256',
        name: 'fid',
        type: 'uint256'
      }
    ],
    stateMutability: 'nonpayable',
    type: 'function'
  }
] as const;

/** Runtime (deployed) bytecode of IdRegistry.sol, installed with `anvil_setCode`. */
export const idRegistryRuntimeCode: Hex = '0x608060405234801561000f575f5ffd5b506004361061004a575f3560e01c80634420e4861461004e57806365269e4714610074578063d94fe832146100b4578063eb08ab28146100d3575b5f5ffd5b61006161005c36600461018c565b6100db565b6040519081526020015b60405180910390f35b61009c6100823660046101b9565b60026020525f90815260409020546001600160a01b031681565b6040516001600160a01b03909116815260200161006b565b6100616100c236600461018c565b60016020525f908152604090205481565b6100615f5481565b335f90815260016020526040812054156101085760405163f90230a960e01b815260040160405180910390fd5b5f5f8154610115906101d0565b9182905550335f818152600160209081526040808320859055848352600282529182902080546001600160a01b0319168417905590516001600160a01b038616815292935083927ff2e19a901b0748d8b08e428d0468896a039ac751ec4fec49b44b7b9c28097e45910160405180910390a3919050565b5f6020828403121561019c575f5ffd5b81356001600160a01b03811681146101b2575f5ffd5b9392505050565b5f602082840312156101c9575f5ffd5b5035919050565b5f600182016101ed57634e487b7160e01b5f52601160045260245ffd5b506001019056fea164736f6c6343000825000a';
