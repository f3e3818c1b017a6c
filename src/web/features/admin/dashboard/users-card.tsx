import { useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from '@shared/constants';
import { type AdminUser, adminUsersQuerySchema } from '@shared/schemas/auth';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatAdminDate } from '@web/admin-kit/admin-api';
import {
  AdminList,
  type Column,
  ListFilter,
  ListSearch,
  ListToolbar,
  useListQuery,
} from '@web/admin-kit/admin-list';
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
      <SelectTrigger className="w-36!" aria-label={`Role of ${user.fullName}`}>
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

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const COLUMNS: Column<AdminUser>[] = [
  { label: 'Name', className: 'font-medium', cell: (user) => user.fullName },
  { label: 'Email', cell: (user) => user.email },
  { label: 'Joined', className: 'whitespace-nowrap', cell: (user) => formatAdminDate(user.createdAt) },
  { label: 'Role', cell: (user) => <RoleSelect user={user} /> },
];

/**
 * The users with their role, newest first, paged, searched and filtered on the server, the view in
 * the dashboard's address; an admin changes a role here (docs/specification.md §2, §6).
 */
export function UsersCard() {
  const { query, update, search, goTo, filtered } = useListQuery(adminUsersQuerySchema);
  const users = useQuery(usersQuery(query));
  return (
    <section
      aria-labelledby="users-heading"
      className="space-y-4 rounded-lg border bg-background p-6 shadow-sm"
    >
      <h2 id="users-heading" className="text-lg font-semibold">
        Users
      </h2>
      <ListToolbar>
        <ListSearch label="Search by name or email" value={query.q} onSearch={search} />
        <ListFilter
          label="Role"
          any="Any role"
          value={query.role}
          options={ROLE_OPTIONS}
          onChange={(role) => update({ role })}
        />
      </ListToolbar>
      <AdminList
        rows={users.data?.users}
        columns={COLUMNS}
        status={users}
        noun="users"
        one="user"
        filtered={filtered}
        page={users.data}
        onPage={goTo}
        // The card the users sit in is the dashboard's own.
        frame={(table) => table}
      />
    </section>
  );
}
