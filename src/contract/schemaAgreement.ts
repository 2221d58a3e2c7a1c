/**
 * Compile-time agreement of a type the contract keeps by hand with the schema that writes it. The
 * contract's request and response types are inferred from their schemas (`yup.InferType`), and a
 * domain type a schema answers types that schema (`yup.ObjectSchema<Assessment>`), so neither can
 * drift. This is for the few types a schema cannot state without validating differently: a union
 * the schema reads as one object (`UserIdentity`), a tuple it reads as an array (a scale's `range`).
 */
import type * as yup from 'yup';

/** The keys of `T`, at any depth (through arrays and `| null`), that `U` does not have. */
export type MissingKeys<T, U> = T extends readonly unknown[]
  ? U extends readonly unknown[]
    ? MissingKeys<T[number], U[number]>
    : never
  : T extends object
    ? U extends object
      ? Exclude<keyof T, keyof U> | { [K in keyof T & keyof U]-?: MissingKeys<T[K], U[K]> }[keyof T & keyof U]
      : never
    : never;

/**
 * `true` when the schema `S` writes every value of `T` whole: each value of `T` is a value of the
 * schema's type, and the schema names every field of `T` at every depth, so an answer written
 * through it loses nothing. `false` otherwise.
 */
export type SchemaWrites<S extends yup.AnySchema, T> = [T] extends [yup.InferType<S>]
  ? [MissingKeys<T, yup.InferType<S>>] extends [never]
    ? true
    : false
  : false;

/** `true` when `A` and `B` are the same type (each assignable to the other). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when `T` is `true`: `type _Agrees = Agreed<SchemaWrites<typeof schema, Type>>`. */
export type Agreed<T extends true> = T;
