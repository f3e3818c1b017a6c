import { describe, expect, it } from 'vitest';
import { PATHS } from '@shared/routes';
import { ADMIN_SCREENS, adminAccess, adminHome, screensFor } from './admin-screens';

describe('the admin screens', () => {
  it('are each at an address of their own, the Reviews screen among them', () => {
    const paths = ADMIN_SCREENS.map((screen) => screen.to);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ADMIN_SCREENS.find((screen) => screen.to === PATHS.adminReviews)).toMatchObject({
      label: 'Reviews',
      description: 'Publish, reject and reply to reviews',
    });
  });

  it('are all open to an administrator, only Reviews to a moderator, none to a customer', () => {
    expect(screensFor(['admin'])).toEqual(ADMIN_SCREENS);
    expect(screensFor(['moderator', 'admin'])).toEqual(ADMIN_SCREENS);
    expect(screensFor(['moderator']).map((screen) => screen.label)).toEqual(['Reviews']);
    expect(screensFor(['customer', 'moderator']).map((screen) => screen.label)).toEqual(['Reviews']);
    expect(screensFor(['customer'])).toEqual([]);
    expect(screensFor(undefined)).toEqual([]);
  });

  it("lead a moderator's panel title to the Reviews screen, and an administrator's to the dashboard", () => {
    expect(adminHome(['admin'])).toBe(PATHS.admin);
    expect(adminHome(['moderator'])).toBe(PATHS.adminReviews);
  });
});

describe('the admin gate', () => {
  it('lets an administrator in anywhere in the panel', () => {
    for (const { to } of ADMIN_SCREENS) expect(adminAccess(['admin'], to)).toEqual({ kind: 'open' });
    expect(adminAccess(['admin'], '/admin/unknown')).toEqual({ kind: 'open' });
  });

  it('lets a moderator onto the Reviews screen, and sends them there from every other', () => {
    expect(adminAccess(['moderator'], PATHS.adminReviews)).toEqual({ kind: 'open' });
    expect(adminAccess(['moderator'], `${PATHS.adminReviews}/`)).toEqual({ kind: 'open' });
    for (const path of [PATHS.admin, '/admin/', PATHS.adminSettings, PATHS.adminOrders, '/admin/reviewsx']) {
      expect(adminAccess(['moderator'], path)).toEqual({ kind: 'elsewhere', to: PATHS.adminReviews });
    }
  });

  it('refuses a customer and a visitor who is not signed in', () => {
    expect(adminAccess(['customer'], PATHS.adminReviews)).toEqual({ kind: 'refused' });
    expect(adminAccess(undefined, PATHS.admin)).toEqual({ kind: 'refused' });
  });
});
