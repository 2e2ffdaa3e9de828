import * as z from 'zod/mini';
import type { SecureSiteApi } from '../api.js';
import { FrameRequestError } from '../errors.js';
import type { FramePayload, FrameResult, FrameUser } from '../protocol.js';

/** The EVM account types of the embedded wallet. */
export type EvmAccountType = 'eoa' | 'smartAccount';

const networksAnswer = z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(256)) });
const initAnswer = z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), isDeployed: z.boolean() });
type SmartAccount = z.infer<typeof initAnswer>;

/** What the smart-account handlers need. */
export interface SmartAccountDeps {
  readonly api: SecureSiteApi;
  /** The frame's CAIP-2 network. */
  readonly chainId: () => string;
  /** The signed-in user's EOA (the owner of the smart accounts); throws when signed out. */
  readonly ownerAddress: () => Promise<string>;
}

/** The smart-account requests and what the other handlers ask of them. */
export interface SmartAccountHandlers {
  readonly handlers: {
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: (payload: FramePayload<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>) => Promise<FrameResult<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>>;
    INIT_SMART_ACCOUNT: (payload: FramePayload<'INIT_SMART_ACCOUNT'>) => Promise<FrameResult<'INIT_SMART_ACCOUNT'>>;
    SET_PREFERRED_ACCOUNT: (payload: FramePayload<'SET_PREFERRED_ACCOUNT'>) => Promise<FrameResult<'SET_PREFERRED_ACCOUNT'>>;
  };
  /** Takes the type the page prefers (GET_USER's `preferredAccountType`). */
  prefer(type: EvmAccountType | undefined): void;
  /** The user with its EVM accounts: the smart account (on networks that have one) and the EOA, the preferred in use. */
  withAccounts(user: FrameUser): Promise<FrameUser>;
  /** The account type requests on `chainId` are sent from. */
  accountTypeFor(chainId: string): Promise<EvmAccountType>;
  /** The EVM address in use on the frame's network. */
  addressInUse(): Promise<string>;
  /** Forgets the cached smart-account addresses (sign-out). */
  reset(): void;
}

const reference = (chainId: string) => (/^eip155:\d{1,10}$/.test(chainId) ? Number(chainId.slice('eip155:'.length)) : undefined);

/**
 * The frame's smart accounts: the networks that have them (asked once per frame load, asked again after a failure),
 * the user's smart account per network (address cached, deployment asked each time), and the EVM account type in
 * use, the SPEC default for eip155 being the smart account. Requests are sent from the smart account only on a
 * network that has one; elsewhere from the EOA.
 */
export function createSmartAccountHandlers(deps: SmartAccountDeps): SmartAccountHandlers {
  let preferred: EvmAccountType = 'smartAccount';
  let networks: Promise<number[]> | undefined;
  const addresses = new Map<string, string>();

  const enabledNetworks = (): Promise<number[]> => {
    networks ??= deps.api.get('/api/v1/smart-accounts/networks', networksAnswer).then(
      (answer) => answer.smartAccountEnabledNetworks,
      (error: unknown) => {
        networks = undefined;
        throw error;
      },
    );
    return networks;
  };
  const isEnabled = async (chainId: string) => {
    const id = reference(chainId);
    return id !== undefined && (await enabledNetworks()).includes(id);
  };
  const init = async (chainId: string): Promise<SmartAccount> => {
    if (!(await isEnabled(chainId))) throw new FrameRequestError(`Smart accounts are not enabled on ${chainId}`, 'SMART_ACCOUNT_NOT_ENABLED');
    const account = await deps.api.post('/api/v1/smart-accounts/init', { chainId }, initAnswer);
    addresses.set(`${await deps.ownerAddress()}:${chainId}`, account.address);
    return account;
  };
  const smartAddress = async (chainId: string): Promise<string> => addresses.get(`${await deps.ownerAddress()}:${chainId}`) ?? (await init(chainId)).address;
  const accountTypeFor = async (chainId: string): Promise<EvmAccountType> => (preferred === 'smartAccount' && (await isEnabled(chainId).catch(() => false)) ? 'smartAccount' : 'eoa');

  return {
    handlers: {
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: await enabledNetworks() }),
      INIT_SMART_ACCOUNT: async () => init(deps.chainId()),
      SET_PREFERRED_ACCOUNT: async ({ type }) => {
        const chainId = deps.chainId();
        const address = type === 'smartAccount' ? (await init(chainId)).address : await deps.ownerAddress();
        preferred = type;
        return { type, address };
      },
    },
    prefer(type) {
      if (type) preferred = type;
    },
    async withAccounts(user) {
      if (!(await isEnabled(user.chainId).catch(() => false))) return user;
      const smart = await init(user.chainId);
      const eoa = user.evmAddress;
      const type = preferred;
      return {
        ...user,
        evmAddress: type === 'smartAccount' ? smart.address : eoa,
        accounts: [
          { address: smart.address, type: 'smartAccount' },
          { address: eoa, type: 'eoa' },
        ],
        preferredAccountType: type,
        smartAccountDeployed: smart.isDeployed,
      };
    },
    accountTypeFor,
    async addressInUse() {
      const chainId = deps.chainId();
      return (await accountTypeFor(chainId)) === 'smartAccount' ? smartAddress(chainId) : deps.ownerAddress();
    },
    reset() {
      addresses.clear();
    },
  };
}
