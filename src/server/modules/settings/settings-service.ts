import { SETTINGS_RECORD } from '../../../shared/schemas/audit.js';
import type { FieldChange } from '../../../shared/schemas/audit.js';
import {
  LATER_SETTINGS,
  SETTINGS_SECTIONS,
  type SettingsAnswer,
  type ShopSettings,
  shopSettingsSchema,
} from '../../../shared/schemas/settings.js';
import { type Config, isDemoEftAccount } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { AppError, conflict } from '../../http/errors.js';
import { type Actor, recordChange } from '../audit/index.js';
import * as settingsRepository from './settings-repository.js';

/** The standard delivery fee and free-delivery threshold the shop had before they were settings. */
const FIRST_DELIVERY = { standardCents: 9_999, freeFromCents: 50_000 };

/** The settings before the owner's first save: the environment's values (docs/decisions/0019-shop-settings.md). */
export function firstSettings(
  config: Pick<Config, 'eft' | 'expressDeliveryCents' | 'holdOnlineMinutes' | 'holdEftDays'>,
): ShopSettings {
  return {
    business: null,
    eft: config.eft,
    delivery: { ...FIRST_DELIVERY, expressCents: config.expressDeliveryCents },
    holds: { onlineMinutes: config.holdOnlineMinutes, eftDays: config.holdEftDays },
    tax: LATER_SETTINGS.tax,
    returns: LATER_SETTINGS.returns,
    privacy: LATER_SETTINGS.privacy,
    reviews: LATER_SETTINGS.reviews,
  };
}

/**
 * Each setting as the audit trail names it (`delivery.standardCents`), with its value; the fields of a
 * section left null (the business's details not filled in) are each null.
 */
function fieldsOf(settings: ShopSettings): Map<string, FieldChange['from']> {
  const fields = new Map<string, FieldChange['from']>();
  for (const { section, fields: names } of SETTINGS_SECTIONS) {
    const values = settings[section] as Record<string, FieldChange['from']> | null;
    for (const name of names) fields.set(`${section}.${name}`, values?.[name] ?? null);
  }
  return fields;
}

function changesBetween(before: ShopSettings, after: ShopSettings): FieldChange[] {
  const from = fieldsOf(before);
  return [...fieldsOf(after)]
    .filter(([field, to]) => from.get(field) !== to)
    .map(([field, to]) => ({ field, from: from.get(field) ?? null, to }));
}

/** The owner's words when a production shop is given the demo's bank account. */
const DEMO_ACCOUNT_REFUSED =
  "This is the demo shop's account number: enter the shop's own bank account, or leave it all blank";

export interface SettingsServiceOptions {
  db: Executor;
  config: Parameters<typeof firstSettings>[0] & Pick<Config, 'production'>;
  /** Tells every app server that the settings changed (they read them again). */
  onChanged: () => void;
  now: () => Date;
}

/**
 * The shop's settings, kept in memory on each app server (checkout, pages and emails read them on
 * every request) and read again from the database when any server saves them.
 */
export async function createSettingsService({ db, config, onChanged, now }: SettingsServiceOptions) {
  let state: SettingsAnswer = { settings: firstSettings(config), version: 0, updatedAt: null };

  async function reload(): Promise<void> {
    const row = await settingsRepository.read(db);
    if (!row || row.version <= state.version) return;
    // Parsed as they are written: a row from a later version of the shop still reads. A row saved
    // before a section existed has that section's first values.
    const saved = shopSettingsSchema.parse({ ...LATER_SETTINGS, ...(JSON.parse(row.settings) as object) });
    state = {
      // A production shop saved before EFT could be none may hold the demo's account, which the
      // environment gave it then: it is no one's, so it reads as none.
      settings: config.production && isDemoEftAccount(saved.eft) ? { ...saved, eft: null } : saved,
      version: row.version,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
  await reload();

  return {
    /** The settings now. */
    current: (): ShopSettings => state.settings,

    /**
     * The settings with their version, as the admin reads them: from the row, so that a form loaded
     * from any app server names the latest version (another server's save may not have reached this
     * one's memory yet).
     */
    async answer(): Promise<SettingsAnswer> {
      await reload();
      return state;
    },

    /** Reads the settings again (another app server saved them). */
    reload,

    /**
     * Saves the settings made from version `from`, with an audit record of each changed field;
     * 409 settings_changed when another save came first.
     */
    async save(settings: ShopSettings, from: number, actor: Actor): Promise<SettingsAnswer> {
      if (config.production && isDemoEftAccount(settings.eft)) {
        throw new AppError(400, 'validation_error', DEMO_ACCOUNT_REFUSED, {
          'settings.eft.accountNumber': DEMO_ACCOUNT_REFUSED,
        });
      }
      await reload();
      const at = now();
      const before = state.settings;
      const saved = await db.transaction().execute(async (trx) => {
        const written = await settingsRepository.write(trx, JSON.stringify(settings), from, at.toISOString());
        if (!written) return false;
        await recordChange(
          trx,
          actor,
          {
            entity: 'settings',
            entityId: SETTINGS_RECORD,
            action: 'updated',
            changes: changesBetween(before, settings),
          },
          at,
        );
        return true;
      });
      if (!saved) {
        throw conflict(
          'settings_changed',
          'The settings were changed by someone else meanwhile. Reload them and try again.',
        );
      }
      state = { settings, version: from + 1, updatedAt: at.toISOString() };
      onChanged();
      return state;
    },
  };
}

export type SettingsService = Awaited<ReturnType<typeof createSettingsService>>;
