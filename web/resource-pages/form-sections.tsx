// Generated layout of a long form: the declaration's sections (ResourceDef.sections), each a
// titled group laid out in two columns on wide screens and one on phones.
import type { ReactNode } from "react";
import { Col, Divider, Row } from "antd";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import type { Translate } from "./form-rules";

export interface FormSection {
  /** The declared key (its label is `resources:<name>.sections.<key>`); none for fields in no section. */
  key?: string;
  fields: [string, FieldDef][];
}

/** The form's fields grouped by the declared sections, in their order; the rest in a last group. */
export function formSections(def: ResourceDef, fields: [string, FieldDef][]): FormSection[] {
  const byName = new Map(fields);
  const placed = new Set<string>();
  const sections: FormSection[] = [];
  for (const section of def.sections ?? []) {
    const own = section.fields
      .filter((name) => byName.has(name))
      .map((name): [string, FieldDef] => [name, byName.get(name)!]);
    own.forEach(([name]) => placed.add(name));
    if (own.length > 0) sections.push({ key: section.key, fields: own });
  }
  const rest = fields.filter(([name]) => !placed.has(name));
  if (rest.length > 0) sections.push({ fields: rest });
  return sections;
}

// Long texts read badly in half a row: they take the whole width.
const isWide = (field: FieldDef) => field.type === "text";

interface SectionedFieldsProps {
  def: ResourceDef;
  fields: [string, FieldDef][];
  t: Translate;
  renderField(name: string, field: FieldDef): ReactNode;
}

export function SectionedFields({ def, fields, t, renderField }: SectionedFieldsProps) {
  if (!def.sections?.length) return <>{fields.map(([name, field]) => renderField(name, field))}</>;
  return (
    <>
      {formSections(def, fields).map((section, index) => (
        <section key={section.key ?? `rest-${index}`} data-testid={`form-section-${section.key ?? "rest"}`}>
          {section.key && (
            <Divider orientation="left" orientationMargin={0} style={{ marginTop: index === 0 ? 0 : undefined }}>
              {t(`resources:${def.name}.sections.${section.key}`)}
            </Divider>
          )}
          <Row gutter={[24, 0]}>
            {section.fields.map(([name, field]) => (
              <Col key={name} xs={24} lg={isWide(field) ? 24 : 12}>
                {renderField(name, field)}
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </>
  );
}
