import { randomBytes } from "node:crypto";
import { text } from "node:stream/consumers";
import { ROLES, type TRole } from "@/lib/auth/roles";
import { createUser, listUsers } from "@/lib/auth/server/users";
import { removeUser, setUserPassword, setUserRole } from "@/lib/auth/server/user-admin";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";
import { withDb } from "../with-db";

const usage = `Usage: trajscope user add NAME --role viewer|annotator|admin [--password-stdin]
       trajscope user list
       trajscope user set-role NAME --role viewer|annotator|admin
       trajscope user reset-password NAME [--password-stdin]
       trajscope user remove NAME

Manages the people who may sign in. Without --password-stdin a random password is made and
printed once. Their labels carry the source human:NAME (and stay when the person is removed).
set-role, reset-password and remove end every session the person has, at once.
Once anyone exists the site is private (reading needs a sign-in) unless TRAJSCOPE_PRIVATE=0.`;

type TValues = { role?: string; "password-stdin"?: boolean };

const parseRole = (value: string | undefined): TRole => {
  if (!value || !ROLES.includes(value as TRole)) {
    throw new CliError(`--role must be one of ${ROLES.join(", ")}`, USAGE_EXIT_CODE);
  }
  return value as TRole;
};

async function readPassword(values: TValues): Promise<{ password: string; isGenerated: boolean }> {
  const isGenerated = !values["password-stdin"];
  const password = isGenerated ? randomBytes(12).toString("base64url") : (await text(process.stdin)).trim();
  if (password.length < 8) throw new CliError("the password must be at least 8 characters");
  return { password, isGenerated };
}

const ended = (n: number) => `${n} session${n === 1 ? "" : "s"} ended`;

const ACTIONS: Record<string, (name: string, values: TValues) => Promise<string>> = {
  async add(name, values) {
    const role = parseRole(values.role);
    const { password, isGenerated } = await readPassword(values);
    await withDb(async (db) => {
      try {
        await createUser(db, { name, role, password });
      } catch (error) {
        if ((error as { code?: string }).code === "P2002") throw new CliError(`a user named "${name}" exists already`);
        throw error;
      }
    });
    return `Added ${name} (${role}).${isGenerated ? ` Password: ${password}` : ""}`;
  },
  async "set-role"(name, values) {
    const role = parseRole(values.role);
    const { sessionsEnded } = await withDb((db) => setUserRole(db, name, role));
    return `${name} is now ${role === "admin" ? "an" : "a"} ${role}; ${ended(sessionsEnded)}.`;
  },
  async "reset-password"(name, values) {
    const { password, isGenerated } = await readPassword(values);
    const { sessionsEnded } = await withDb((db) => setUserPassword(db, name, password));
    return `New password for ${name}; ${ended(sessionsEnded)}.${isGenerated ? ` Password: ${password}` : ""}`;
  },
  async remove(name) {
    const { sessionsEnded } = await withDb((db) => removeUser(db, name));
    return `Removed ${name}; ${ended(sessionsEnded)}. Their labels stay as human:${name}.`;
  },
};

export const userCommand: TCommand = {
  name: "user",
  summary: "add, list, change or remove the people who sign in (viewer, annotator, admin)",
  usage,
  async run(args) {
    const { values, positionals } = parseOptions(
      args,
      { role: { type: "string" }, "password-stdin": { type: "boolean" } },
      usage,
      { allowPositionals: true },
    );
    const [action, name] = positionals;
    if (action === "list") {
      await withDb(async (db) => {
        for (const user of await listUsers(db)) console.log(`${user.name}\t${user.role}`);
      });
      return;
    }
    const run = action ? ACTIONS[action] : undefined;
    if (!run || !name) throw new CliError(usage, USAGE_EXIT_CODE);
    if (!/^[\w.-]{1,40}$/.test(name)) throw new CliError(`a name is 1–40 letters, digits, dots, dashes or underscores`);
    console.log(await run(name, values));
  },
};
