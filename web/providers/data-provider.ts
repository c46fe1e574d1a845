import dataProviderFactory from "@refinedev/simple-rest";
import { httpClient } from "./http-client";

// The API speaks simple-rest exactly (DESIGN §4). The URL base is empty because httpClient's
// baseURL is already /api/: axios would join "/api" + "/api/<resource>" into /api/api/<resource>.
export const dataProvider = dataProviderFactory("", httpClient);
