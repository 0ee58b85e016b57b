import type { Metadata } from "next";
import { connection } from "next/server";
import { Table, Td, Th } from "@/components/ui/table";
import { can } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/server/session";
import { listPeopleWithSessions } from "@/lib/auth/server/user-admin";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format/date";
import { AdminsOnly } from "../_components/admins-only";

export const metadata: Metadata = { title: "People" };

// Who can sign in and who is signed in now. Changes go through the CLI (`trajscope user …`), which
// ends the person's sessions at once; this page shows the result.
export default async function PeopleAdminPage() {
  await connection();
  const user = await getCurrentUser().catch(() => null);
  if (!can(user?.role, "manage-users")) {
    return <AdminsOnly user={user} what="the list of people" next="/admin/users" />;
  }
  const people = await listPeopleWithSessions(await getDb());
  return (
    <>
      <h1 className="mb-1 text-xl font-semibold">People</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Change access with <code>npx trajscope user set-role|reset-password|remove NAME</code>: each ends the
        person&rsquo;s sessions at once.
      </p>
      <Table aria-label="People and their sessions">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Role</Th>
            <Th>Added</Th>
            <Th>Live sessions</Th>
            <Th>Signed in most recently</Th>
            <Th>Last session expires</Th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.name}>
              <Td className="font-medium">{person.name}</Td>
              <Td>{person.role}</Td>
              <Td>{formatDateTime(person.createdAt)}</Td>
              <Td>{person.sessions.length}</Td>
              <Td>{person.sessions[0] ? formatDateTime(person.sessions[0].createdAt) : "—"}</Td>
              <Td>
                {person.sessions.length
                  ? formatDateTime(
                      person.sessions
                        .map((s) => s.expiresAt)
                        .sort()
                        .at(-1)!,
                    )
                  : "—"}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
