// The table view of /projects: the board pages' table, with each project's own row buttons.
import type { CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../../resources/kit/types";
import { ListTable } from "../../../components/list/list-table";
import { ProjectRowActions } from "./project-row-actions";

export function ProjectsTable({ def, filters }: { def: ResourceDef; filters: CrudFilter[] }) {
  const { t } = useTranslation();
  return (
    <ListTable
      def={def}
      filters={filters}
      testId="projects-table"
      linkLabel={(name) => t("projects:list.openProject", { name })}
      rowActions={(row) => <ProjectRowActions def={def} row={row} />}
    />
  );
}
