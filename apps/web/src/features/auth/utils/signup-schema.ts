import { ZRegisterRequestSchema } from "@radar/contract/auth";
import { MSG } from "@radar/contract/validation-messages";
import { z } from "zod";

/**
 * The register body plus the terms checkbox, which the page needs but the API does not take.
 * The contract's password check only runs once every field is valid; the extra check here also
 * runs while other fields are still empty, so "Passwords do not match" appears as soon as it is true.
 */
export const ZSignupFormSchema = ZRegisterRequestSchema.safeExtend({
  terms: z.boolean().refine((accepted) => accepted, MSG.termsRequired),
}).refine((form) => form.password === form.confirm_password, {
  path: ["confirm_password"],
  message: MSG.passwordsMismatch,
  when: (payload) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof value?.password === "string" && typeof value.confirm_password === "string" && value.confirm_password !== "";
  },
});

export type TSignupFormInput = z.input<typeof ZSignupFormSchema>;
export type TSignupFormOutput = z.output<typeof ZSignupFormSchema>;
