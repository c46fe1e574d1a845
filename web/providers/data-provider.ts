import type { DataProvider } from "@refinedev/core";
import dataProviderFactory from "@refinedev/simple-rest";
import { httpClient } from "./http-client";
import { apiPathOf } from "../../resources/kit/api-paths";

// The API speaks simple-rest exactly (docs/product.md#http-contract). The URL base is empty because httpClient's
// baseURL is already /api/: axios would join "/api" + "/api/<resource>" into /api/api/<resource>.
const simpleRest = dataProviderFactory("", httpClient);

// Lists served under another path than their name (the VeriFactu records), listed by the kit.
const pathOf = <P extends { resource: string }>(params: P): P => ({ ...params, resource: apiPathOf(params.resource) });

export const dataProvider: DataProvider = {
  ...simpleRest,
  getList: (params) => simpleRest.getList(pathOf(params)),
  getOne: (params) => simpleRest.getOne(pathOf(params)),
};
