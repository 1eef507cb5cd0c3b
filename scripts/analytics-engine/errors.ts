/** A failure the report explains in one message (bad option, missing token, refused query): printed without a stack. */
export class ReportError extends Error {
  override name = "ReportError";
}
