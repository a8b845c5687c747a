import { type TBriefAnswer, type TBriefRequest, ZBriefAnswerSchema } from "@radar/contract/brief";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type BriefAnswer = ReturnType<typeof ZBriefAnswerSchema.parse>;

/** POST /api/search/brief/: reading a brief is free; the search it fills in is priced as usual. */
export async function parseBrief(body: TBriefRequest): Promise<BriefAnswer> {
  return ZBriefAnswerSchema.parse(await api.post<TBriefAnswer>("/search/brief/", body));
}

export function useParseBrief() {
  return useMutation({ mutationFn: parseBrief });
}
