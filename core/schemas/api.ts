import { type Static, Type } from "@sinclair/typebox";
import { CalendarDate, Setting, strict, Text } from "./common.ts";

/** Bodies the API accepts. The same ajv checks run on every request; unknown fields are refused. */

export const USERNAME_PATTERN = "^[A-Za-z0-9_.-]{3,32}$";
const Username = Type.String({
  pattern: USERNAME_PATTERN,
  "x-message": "must be 3 to 32 letters, digits, _ - or .",
});
const Email = Type.String({ format: "email", maxLength: 254, "x-message": "must be a valid email address" });
const Password = Type.String({
  minLength: 8,
  maxLength: 256,
  pattern: "^(?=.*[A-Za-z])(?=.*[0-9]).*$",
  "x-message": "must be at least 8 characters with a letter and a digit",
});
const Name = Type.String({ minLength: 1, maxLength: 64, "x-message": "must be 1 to 64 characters" });
const AnyPassword = Type.String({ minLength: 1, maxLength: 256 });

export const LoginBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 128 }), password: AnyPassword },
  strict,
);
export const RegisterBody = Type.Object(
  {
    username: Username,
    email: Email,
    firstname: Name,
    lastname: Name,
    password: Password,
    confirmPassword: AnyPassword,
  },
  strict,
);
export const ResetBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 128 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
  },
  strict,
);
export const CompleteResetBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 128 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    token: Type.String({ minLength: 1, maxLength: 64 }),
    password: Password,
    confirm: AnyPassword,
  },
  strict,
);

const LongText = (max: number) => Type.String({ maxLength: max });
const NpcFields = {
  name: Type.String({ minLength: 1, maxLength: 120, "x-message": "must be 1 to 120 characters" }),
  setting: Setting,
  ancestry: Type.Optional(LongText(80)),
  occupation: Type.Optional(LongText(160)),
  home: Type.Optional(LongText(160)),
  status: Type.Optional(
    Type.Unsafe<"alive" | "dead" | "unknown">({ type: "string", enum: ["alive", "dead", "unknown"] }),
  ),
  born: Type.Optional(LongText(60)),
  died: Type.Optional(LongText(60)),
  description: Type.Optional(LongText(20000)),
  motivations: Type.Optional(LongText(10000)),
  associates: Type.Optional(LongText(10000)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  gmOnly: Type.Optional(Type.Boolean()),
};
export const NpcCreateBody = Type.Object(NpcFields, strict);
export const NpcUpdateBody = Type.Object(
  { _id: Text, version: Type.Integer({ minimum: 1 }), ...NpcFields },
  strict,
);

const EventFields = {
  setting: Type.Unsafe<"Elthelas" | "Materia">({ type: "string", enum: ["Elthelas", "Materia"] }),
  headline: Type.String({ minLength: 1, maxLength: 200 }),
  start: CalendarDate,
  end: Type.Optional(CalendarDate),
  text: Type.Optional(LongText(20000)),
};
export const EventCreateBody = Type.Object(EventFields, strict);
export const EventUpdateBody = Type.Object(
  { _id: Text, version: Type.Integer({ minimum: 1 }), ...EventFields },
  strict,
);

export { RECORD_KINDS, type RecordKind } from "./record-kinds.ts";

const RecordFields = {
  name: Type.String({ minLength: 1, maxLength: 120, "x-message": "must be 1 to 120 characters" }),
  data: Type.Object({}, { additionalProperties: true }),
  shared: Type.Optional(Type.Boolean()),
};
export const RecordCreateBody = Type.Object(RecordFields, strict);
export const RecordUpdateBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), ...RecordFields },
  strict,
);

export type LoginBody = Static<typeof LoginBody>;
export type RegisterBody = Static<typeof RegisterBody>;
export type ResetBody = Static<typeof ResetBody>;
export type CompleteResetBody = Static<typeof CompleteResetBody>;
export type NpcCreateBody = Static<typeof NpcCreateBody>;
export type NpcUpdateBody = Static<typeof NpcUpdateBody>;
export type EventCreateBody = Static<typeof EventCreateBody>;
export type EventUpdateBody = Static<typeof EventUpdateBody>;
export type RecordCreateBody = Static<typeof RecordCreateBody>;
export type RecordUpdateBody = Static<typeof RecordUpdateBody>;

/** What the API says about a user: never tokens, never ids that would let a client impersonate. */
export interface PublicUser {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
}
