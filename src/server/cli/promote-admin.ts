/**
 * Makes an existing account an administrator.
 * Usage: npm run admin:promote -- someone@example.com   (on the database the environment names)
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { recordChange, roleChange } from '../modules/audit/index.js';
import { findUserIdByEmail, replaceRole } from '../modules/auth/index.js';

const COMMAND_LINE = { id: null, email: 'command line (npm run admin:promote)' };

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  process.stderr.write('Usage: npm run admin:promote -- <email of an existing account>\n');
  process.exit(2);
}

const db = await openDatabase(loadConfig());
try {
  const userId = await findUserIdByEmail(db.kysely, email);
  if (!userId) {
    process.stderr.write(`No account has the email ${email}. Sign up first, then run this again.\n`);
    process.exitCode = 1;
  } else {
    await replaceRole(db.kysely, userId, 'admin', (trx, before) =>
      recordChange(
        trx,
        COMMAND_LINE,
        {
          entity: 'user',
          entityId: userId,
          action: 'updated',
          changes: roleChange(before, 'admin'),
        },
        new Date(),
      ),
    );
    process.stdout.write(`${email} is now an administrator.\n`);
  }
} finally {
  await db.destroy();
}
