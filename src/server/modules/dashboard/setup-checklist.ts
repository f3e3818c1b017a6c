import { PATHS } from '../../../shared/routes.js';
import type { SetupChecklist, SetupItem } from '../../../shared/schemas/dashboard.js';
import type { ShopSettings } from '../../../shared/schemas/settings.js';
import { type Config, PAYFAST_SANDBOX_URL } from '../../config.js';

export type SetupConfig = Pick<Config, 'production' | 'payfast' | 'smtpUrl' | 'publicUrl'>;

const PAYFAST_MERCHANT = ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'];

/** A host that only this computer reaches: links to it in emails or from PayFast lead nowhere. */
const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
  hostname === '0.0.0.0' ||
  hostname === '[::1]' ||
  hostname === '[::]';

function payfastItem({ production, payfast }: SetupConfig): SetupItem {
  const item = { step: 'payfast', title: 'PayFast', link: null } satisfies Partial<SetupItem>;
  if (!payfast) {
    return {
      ...item,
      done: false,
      hint: 'Set the merchant ID, key and passphrase of your PayFast account, so that shoppers can pay by card.',
      variables: PAYFAST_MERCHANT,
    };
  }
  // The sandbox takes no real money: fine to try the shop, not to trade.
  if (production && payfast.baseUrl === PAYFAST_SANDBOX_URL) {
    return {
      ...item,
      done: false,
      hint: 'PayFast is on its sandbox, which takes no real money: point it at https://www.payfast.co.za.',
      variables: ['PAYFAST_BASE_URL'],
    };
  }
  return { ...item, done: true, hint: 'Checkout offers PayFast.', variables: PAYFAST_MERCHANT };
}

function publicAddressItem({ publicUrl }: SetupConfig): SetupItem {
  const item = {
    step: 'publicAddress',
    title: 'Public address',
    link: null,
    variables: ['PUBLIC_URL'],
  } satisfies Partial<SetupItem>;
  if (!publicUrl) {
    return {
      ...item,
      done: false,
      hint: "Set the shop's https address, e.g. https://lekkerliving.co.za: links in emails and PayFast's notifications use it.",
    };
  }
  const url = new URL(publicUrl);
  if (isLocalHost(url.hostname)) {
    return {
      ...item,
      done: false,
      hint: `${url.host} is this computer's own address: set the address shoppers reach the shop at.`,
    };
  }
  if (url.protocol !== 'https:') {
    return {
      ...item,
      done: false,
      hint: 'Use an https:// address: shoppers send their details over it, and PayFast its notifications.',
    };
  }
  return { ...item, done: true, hint: `Links in emails and PayFast's notifications use ${url.host}.` };
}

/**
 * The dashboard's setup checklist (docs/decisions/0019-shop-settings.md): each thing a shop needs to
 * trade for real, whether it is done, and one line on how to do it.
 */
export function setupChecklist(
  settings: Pick<ShopSettings, 'business' | 'eft'>,
  config: SetupConfig,
): SetupChecklist {
  return {
    items: [
      {
        step: 'business',
        title: 'Business details',
        done: settings.business !== null,
        hint:
          settings.business !== null
            ? 'Every page shows them at its foot.'
            : 'Fill them in on the Settings screen: every page shows them, as the law asks of a shop that sells online.',
        link: PATHS.adminSettings,
        variables: [],
      },
      {
        step: 'bankAccount',
        title: 'Bank account for EFT',
        done: settings.eft !== null,
        hint:
          settings.eft !== null
            ? 'Checkout offers EFT into this account.'
            : 'Fill it in on the Settings screen: until then checkout does not offer EFT.',
        link: PATHS.adminSettings,
        variables: [],
      },
      payfastItem(config),
      config.smtpUrl
        ? {
            step: 'email',
            title: 'Email sending',
            done: true,
            hint: 'Emails are sent.',
            link: null,
            variables: ['SMTP_URL'],
          }
        : {
            step: 'email',
            title: 'Email sending',
            done: false,
            hint: 'Set your mail server so that order and password emails are sent; until then they wait on the Emails screen.',
            link: null,
            variables: ['SMTP_URL'],
          },
      publicAddressItem(config),
    ],
  };
}
