/** A job's writable fields as the rules hand them to the store: validated and normalized. */
import {
  type ApplicantRoutingType,
  type Category,
  type JobStatus,
  type Location,
  type PositionType,
  ROUTING_TYPE_IDS,
  type SalaryType,
} from "@jobs-toolkit/spec";

const JOB_STATUSES: readonly JobStatus[] = ["active", "archived", "draft"];

export function isJobStatus(value: unknown): value is JobStatus {
  return JOB_STATUSES.includes(value as JobStatus);
}

/** A salary as the server keeps it: amounts as four-decimal text. */
export interface StoredSalary {
  amount: string;
  maxAmount: string | null;
  type: SalaryType;
  plusCommission: boolean;
}

/** A location a job names that the collection does not hold yet: added when the job is saved. */
export interface NewLocation {
  isNew: true;
  name: string;
  province: string;
  /** The text that names a place of its own (a location form the deployment takes as one), as sent. */
  namedBy?: string;
}

export type ResolvedLocation = Location | NewLocation;

export function isNewLocation(location: ResolvedLocation): location is NewLocation {
  return "isNew" in location;
}

/** Every writable field of a job, validated and normalized. */
export interface JobFields {
  referenceId: string | null;
  title: string;
  closeDate: number;
  confidential: boolean;
  autoRefresh: boolean;
  status: JobStatus;
  locations: ResolvedLocation[];
  categories: Category[];
  positionType: PositionType;
  salary: StoredSalary | null;
  description: string;
  applicantRoutingType: ApplicantRoutingType;
  applicationEmail: string | null;
  applicationUrl: string | null;
}

/** The members a job is contacted by, one for each routing type. */
type Contact = "applicationEmail" | "applicationUrl";

/**
 * The contact member a job's routing type does not use, where a deployment keeps it: out
 * of the job's answers (they show it null), back in view once the type moves to it.
 */
export type HiddenContact = Partial<Record<Contact, string>>;

/** The contact member a routing type does not use. */
export function unusedContact(routing: ApplicantRoutingType): Contact {
  return routing.id === ROUTING_TYPE_IDS.email ? "applicationUrl" : "applicationEmail";
}
