import type { FastifyReply } from "fastify";

/** A file of the caller's own (a report, an invoice) sent as a download that no cache may keep. */
export interface PrivateFile {
  contentType: string;
  fileName: string;
  data: Buffer;
}

export function sendPrivateAttachment(reply: FastifyReply, file: PrivateFile): FastifyReply {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("content-length", file.data.length)
    .header("cache-control", "private, no-store")
    .send(file.data);
}
