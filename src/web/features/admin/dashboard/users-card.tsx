import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ROLES, type Role } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/auth';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatAdminDate, toastAdminError } from '../lib/admin-api';
import { useSetRole, usersQuery } from './api';

const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', admin: 'Admin', moderator: 'Moderator' };

function RoleSelect({ user }: { user: AdminUser }) {
  const setRole = useSetRole();
  const saved = user.roles.includes('admin') ? 'admin' : (user.roles[0] ?? 'customer');
  // The chosen role shows at once, while it is being saved (the mutation's variables).
  const current = setRole.isPending ? setRole.variables.role : saved;
  return (
    <Select
      value={current}
      disabled={setRole.isPending}
      onValueChange={(role) => setRole.mutate({ userId: user.id, role: role as Role })}
    >
      <SelectTrigger className="w-36" aria-label={`Role of ${user.fullName}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Every user with their role, newest first; an admin changes a role here (SPEC.md §2, §6). */
export function UsersCard() {
  const users = useQuery(usersQuery);
  useEffect(() => {
    if (users.isError) toastAdminError(users.error);
  }, [users.isError, users.error]);
  return (
    <section aria-labelledby="users-heading" className="rounded-lg border bg-background p-6 shadow-sm">
      <h2 id="users-heading" className="mb-4 text-lg font-semibold">
        Users
      </h2>
      {users.isPending ? (
        <Spinner />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead>Role</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(users.data ?? []).map((user) => (
              <TableRow key={user.id}>
                <TableCell className="font-medium">{user.fullName}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell className="whitespace-nowrap">{formatAdminDate(user.createdAt)}</TableCell>
                <TableCell>
                  <RoleSelect user={user} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
