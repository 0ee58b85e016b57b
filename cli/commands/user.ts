import { randomBytes } from "node:crypto";
import { text } from "node:stream/consumers";
import { ROLES, type TRole } from "@/lib/auth/roles";
import { openMigrated } from "@/lib/db/client";
import { createUser, listUsers } from "@/lib/auth/server/users";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope user add NAME --role viewer|annotator|admin [--password-stdin]
       trajscope user list

Manages the people who may sign in. Without --password-stdin a random password is made and
printed once. Their labels carry the source human:NAME.`;

export const userCommand: TCommand = {
  name: "user",
  summary: "add or list the people who sign in (viewer, annotator, admin)",
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
      const db = await openMigrated();
      try {
        for (const user of await listUsers(db)) console.log(`${user.name}\t${user.role}`);
      } finally {
        await db.close();
      }
      return;
    }
    if (action !== "add" || !name) throw new CliError(usage, USAGE_EXIT_CODE);
    if (!/^[\w.-]{1,40}$/.test(name)) throw new CliError(`a name is 1–40 letters, digits, dots, dashes or underscores`);
    const role = values.role as TRole | undefined;
    if (!role || !ROLES.includes(role))
      throw new CliError(`--role must be one of ${ROLES.join(", ")}`, USAGE_EXIT_CODE);
    const password = values["password-stdin"]
      ? (await text(process.stdin)).trim()
      : randomBytes(12).toString("base64url");
    if (password.length < 8) throw new CliError("the password must be at least 8 characters");
    const db = await openMigrated();
    try {
      await createUser(db, { name, role, password });
    } catch (error) {
      if ((error as { code?: string }).code === "P2002") throw new CliError(`a user named "${name}" exists already`);
      throw error;
    } finally {
      await db.close();
    }
    console.log(`Added ${name} (${role}).${values["password-stdin"] ? "" : ` Password: ${password}`}`);
  },
};
