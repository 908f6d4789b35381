// How identity and company rows look on the wire (docs/api.md "Shapes").
export interface CompanyRow {
  id: string;
  name: string;
  default_prefix: string | null;
  expires_at: Date | null;
  created_at: Date;
}

export const companyDto = (c: CompanyRow, now: Date) => ({
  id: c.id,
  name: c.name,
  defaultPrefix: c.default_prefix,
  isExpired: c.expires_at !== null && c.expires_at.getTime() <= now.getTime(),
  expiresAt: c.expires_at ? c.expires_at.toISOString() : null,
  createdAt: c.created_at.toISOString(),
});

export const userDto = (u: { id: string; mobile_no: string }) => ({ id: u.id, mobileNo: u.mobile_no });
