import { isRoleId, ROLES_WITH_COMMS, ROLES_WITH_PORTS, type RoleId } from "@lineup/shared";
import type { MultipartForm } from "../auth/uploads";
import { ValidationError, type FieldErrors } from "../http/errors";

export interface UserInput {
  name: string;
  email: string;
  role_id: RoleId;
  role: string | null;
  password: string | undefined;
  porto_ids: number[];
  carga_ids: number[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function idList(form: MultipartForm, key: string, errors: FieldErrors): number[] {
  const raw = form.lists[key] ?? (form.fields[key] ? form.fields[key].split(",") : []);
  const ids: number[] = [];
  raw.forEach((value, i) => {
    const n = Number(value);
    if (Number.isInteger(n) && n > 0 && n <= 2147483647) ids.push(n);
    else (errors[`${key}.${i}`] ??= []).push(`The ${key}.${i} field must be an id.`);
  });
  return [...new Set(ids)];
}

/** What an edit keeps of a field the form leaves out: the user as stored. */
export interface UserAsStored {
  role: string | null;
  porto_ids: number[];
  carga_ids: number[];
}

/**
 * Validates the user form (spec.md: name, email, profile required; password
 * required on create, optional on edit, confirmed) and applies the assignment
 * rule of DESIGN.md: ports only for roles 2, 3, 5; comms only for roles 4, 5.
 * An edit (`stored` given) leaves a field it does not mention as it is: the
 * role's title, the ports and the comms (an empty field clears them).
 */
export function parseUserForm(form: MultipartForm, stored?: UserAsStored): UserInput {
  const mode = stored ? "update" : "create";
  const f = form.fields;
  const sent = (key: string) => key in f || key in form.lists;
  const errors: FieldErrors = {};
  const name = (f.name ?? "").trim();
  const email = (f.email ?? "").trim();
  const roleId = Number(f.role_id);
  if (!name) errors.name = ["The name field is required."];
  else if (name.length > 255) errors.name = ["The name field must not be greater than 255 characters."];
  if (!email) errors.email = ["The email field is required."];
  else if (!EMAIL.test(email) || email.length > 255) errors.email = ["The email field must be a valid email address."];
  if (!f.role_id) errors.role_id = ["The profile field is required."];
  else if (!isRoleId(roleId)) errors.role_id = ["The selected profile is invalid."];
  const password = f.password || undefined;
  if (mode === "create" && !password) errors.password = ["The password field is required."];
  if (password && password.length < 8) errors.password = ["The password field must be at least 8 characters."];
  if (password && password !== f.password_confirmation)
    (errors.password ??= []).push("The password field confirmation does not match.");
  if ((f.role ?? "").length > 255) errors.role = ["The role field must not be greater than 255 characters."];
  const porto_ids = stored && !sent("porto_ids") ? stored.porto_ids : idList(form, "porto_ids", errors);
  const carga_ids = stored && !sent("carga_ids") ? stored.carga_ids : idList(form, "carga_ids", errors);
  if (Object.keys(errors).length || !isRoleId(roleId)) throw new ValidationError(errors);
  return {
    name,
    email,
    role_id: roleId,
    role: stored && !sent("role") ? stored.role : f.role?.trim() || null,
    password,
    porto_ids: ROLES_WITH_PORTS.includes(roleId) ? porto_ids : [],
    carga_ids: ROLES_WITH_COMMS.includes(roleId) ? carga_ids : [],
  };
}
