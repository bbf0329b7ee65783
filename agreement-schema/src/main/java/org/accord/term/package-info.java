/**
 * Analytical function terms: named terms whose value is an expression over free variables (each with a
 * domain), other function terms and universal terms such as {@code wallclock}. A {@link
 * org.accord.term.TermSetDeclaration} is compiled as a whole by {@link org.accord.term.TermCompiler}, which
 * reports every problem at once; the resulting {@link org.accord.term.CompiledTermSet} is immutable and is
 * evaluated many times, from many threads, against separate {@link org.accord.term.Bindings}. Expressions
 * are parsed and evaluated by exp4j; nothing here knows about XML.
 */
package org.accord.term;
