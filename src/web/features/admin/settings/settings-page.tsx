import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { LEGAL_STATUSES, LEGAL_STATUS_LABELS } from '@shared/constants';
import { SETTINGS_RECORD } from '@shared/schemas/audit';
import type { SettingsAnswer, ShopSettings } from '@shared/schemas/settings';
import { formatAdminMoment } from '@web/admin-kit/admin-api';
import { AdminPageHeader } from '@web/admin-kit/admin-page';
import { AuditTimeline } from '@web/admin-kit/audit-timeline';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { AmountField, CountField } from '@web/components/form/number-fields';
import { SelectField } from '@web/components/form/select-field';
import { SwitchField } from '@web/components/form/switch-field';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { settingsQuery, useSaveSettings } from './api';
import {
  SETTINGS_FIELDS,
  type SettingsField,
  type SettingsFormValues,
  settingsFieldProblems,
  settingsFormSchema,
  settingsFormValues,
} from './settings-form';

const label = (name: SettingsField) => SETTINGS_FIELDS[name].label;

const LEGAL_STATUS_OPTIONS = LEGAL_STATUSES.map((value) => ({ value, label: LEGAL_STATUS_LABELS[value] }));

/** One part of the settings under its heading, with a line on what it changes. */
function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The business's details (ECT Act section 43), shown at the foot of every page and on the legal
 * information page: all blank, none are shown.
 */
function BusinessFields() {
  return (
    <SettingsSection
      title="Business details"
      description="Shown at the foot of every page and on the Legal information page, as the law asks of a shop that sells online. Leave every field blank to show none; once one is filled in, fill in all that apply."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="business.tradingName" label={label('business.tradingName')} autoComplete="off" />
        <TextField name="business.legalName" label={label('business.legalName')} autoComplete="off" />
        <SelectField
          name="business.legalStatus"
          label={label('business.legalStatus')}
          options={LEGAL_STATUS_OPTIONS}
          placeholder="Choose one"
        />
        <TextField
          name="business.registrationNumber"
          label={label('business.registrationNumber')}
          hint="Blank for a sole proprietor or a partnership."
          autoComplete="off"
        />
        <TextField
          name="business.vatNumber"
          label={label('business.vatNumber')}
          hint="Blank if the business is not registered for VAT."
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="business.phone"
          label={label('business.phone')}
          type="tel"
          autoComplete="off"
          hint="A South African number, e.g. 021 555 0123."
        />
        <TextField name="business.email" label={label('business.email')} type="email" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="business.physicalAddress"
          label={label('business.physicalAddress')}
          hint="Where the business is."
          rows={4}
        />
        <TextField
          name="business.postalAddress"
          label={label('business.postalAddress')}
          hint="Where legal documents are served on the business."
          rows={4}
        />
      </div>
    </SettingsSection>
  );
}

/**
 * The settings as loaded, checked by the shared schema the server saves them with; the save names
 * the version they were loaded at. Fees are typed in rand and held as cents (AmountField).
 */
function SettingsForm({ answer }: { answer: SettingsAnswer }) {
  const save = useSaveSettings();
  const form = useForm<SettingsFormValues, unknown, ShopSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(answer.settings),
  });
  const submit = (settings: ShopSettings) =>
    save.mutate(
      { settings, version: answer.version },
      {
        onError: (error) => {
          for (const [name, message] of settingsFieldProblems(error)) form.setError(name, { message });
        },
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="space-y-6">
      <BusinessFields />

      <SettingsSection
        title="Bank account for EFT payments"
        description="Shoppers who pay by EFT pay into this account, with their order number as the reference. Their order's page and its email show it. Leave every field blank if the shop takes no EFT payments."
      >
        {answer.settings.eft === null && (
          <p className="rounded-md bg-muted p-3 text-sm font-medium">
            EFT is not offered: checkout offers it once the bank account is filled in and saved.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="eft.bankName" label={label('eft.bankName')} autoComplete="off" />
          <TextField name="eft.accountHolder" label={label('eft.accountHolder')} autoComplete="off" />
          <TextField
            name="eft.accountNumber"
            label={label('eft.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            name="eft.branchCode"
            label={label('eft.branchCode')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Delivery"
        description="In rand. Standard delivery costs its fee below the amount for free delivery; express delivery always costs its fee."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <AmountField name="delivery.standardCents" label={label('delivery.standardCents')} required />
          <AmountField
            name="delivery.expressCents"
            label={label('delivery.expressCents')}
            min="0.01"
            required
          />
          <AmountField name="delivery.freeFromCents" label={label('delivery.freeFromCents')} required />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Unpaid orders"
        description="How long an order waiting for its payment holds its stock. Then it is cancelled, and its stock and coupon are returned."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <CountField name="holds.onlineMinutes" label={label('holds.onlineMinutes')} min="1" required />
          <CountField name="holds.eftDays" label={label('holds.eftDays')} min="1" required />
        </div>
      </SettingsSection>

      <SettingsSection
        title="VAT"
        description="With a VAT number in the business details, prices include VAT at this rate, and invoices are tax invoices that show it. Without one, the shop never mentions VAT."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <AmountField name="tax.vatRateBasisPoints" label={label('tax.vatRateBasisPoints')} required />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Returns"
        description="How long after delivery a shopper may ask to return an order: for any reason, and for a defect. The cooling-off period of an online sale is named on the return form and the Legal information page."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <CountField name="returns.returnDays" label={label('returns.returnDays')} min="7" required />
          <CountField name="returns.defectMonths" label={label('returns.defectMonths')} min="6" required />
          <CountField
            name="returns.coolingOffDays"
            label={label('returns.coolingOffDays')}
            min="7"
            required
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Privacy"
        description="The information officer the Privacy policy names, whom shoppers contact about their personal information. Blank: the policy names the business's email."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="privacy.officerName" label={label('privacy.officerName')} autoComplete="off" />
          <TextField
            name="privacy.officerEmail"
            label={label('privacy.officerEmail')}
            type="email"
            autoComplete="off"
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Reviews"
        description="Buyers review what they bought once their order is delivered. Each order's buyer is emailed a request to review it the number of days below after delivery (0: on the day), unless they said no to the shop's emails."
      >
        <div className="space-y-1">
          <SwitchField name="reviews.publishAtOnce" label={label('reviews.publishAtOnce')} />
          <p className="text-sm text-muted-foreground sm:pl-14">
            Off: a new review waits on the Reviews screen until a moderator publishes it. On: it shows on the
            product page at once, and a moderator can still reject it. A changed review always waits for a
            moderator again.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <CountField
            name="reviews.requestAfterDays"
            label={label('reviews.requestAfterDays')}
            min="0"
            max="60"
            required
          />
        </div>
      </SettingsSection>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={save.isPending}>
          Save settings
        </Button>
        <p className="text-sm text-muted-foreground">
          {answer.updatedAt ? (
            <>
              Last saved <time dateTime={answer.updatedAt}>{formatAdminMoment(answer.updatedAt)}</time>
            </>
          ) : (
            'Not saved yet: these are the values the shop started with.'
          )}
        </p>
      </div>
    </Form>
  );
}

/** /admin/settings: the shop's settings, and who changed them (docs/decisions/0019-shop-settings.md). */
export function Component() {
  const settings = useQuery(settingsQuery);
  return (
    <div className="max-w-3xl space-y-6">
      <AdminPageHeader title="Settings" />
      {settings.data ? (
        // Each version is a fresh form with its values: after a save, and after a save refused
        // because someone else's came first (the settings are read again).
        <SettingsForm key={settings.data.version} answer={settings.data} />
      ) : settings.isError ? (
        <p className="text-sm text-muted-foreground">The settings could not be loaded.</p>
      ) : (
        <Spinner className="py-8!" label="Loading the settings..." />
      )}
      <div className="rounded-lg border bg-background p-4 shadow-sm sm:p-6">
        <AuditTimeline entity="settings" id={SETTINGS_RECORD} title="History" fields={SETTINGS_FIELDS} />
      </div>
    </div>
  );
}
