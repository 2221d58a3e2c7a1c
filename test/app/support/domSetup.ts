import { configure } from '@testing-library/react';

/*
 * A view test's first screen waits for lazily loaded feature modules, which the test
 * runner transforms on first import: on a loaded CI machine that alone has taken more
 * than the library's default second. A longer wait only costs time when a test fails.
 */
configure({ asyncUtilTimeout: 10_000 });
