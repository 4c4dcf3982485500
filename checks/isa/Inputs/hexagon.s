// Hand-written Hexagon assembly (Clang's syntax) for the forms no matrix compiler emits: checks/isa/hexagon.test.
	.text
	.type	forms,@function
forms:
	{
		r1 = add(r0,#4)
		memw(r1+#0) = r2
	}
	{
		memw(r1+#0) = r2
	}
	{
		r4 = memw(r0++#4)
	}
	{
		r5 = memw(r0+#0)
		memw(r0+#8) += #1
	}
	{
		r6 = memw(r7=##ready)
	}
	{
		memw(r7+#0) = #0
		dcfetch(r6+#0)
	}
	{
		jump .Lskip
		memw(r2+#0) = #0
	}
.Lskip:
	{
		r3 = memw_locked(r2)
	}
	{
		memw_locked(r2,p0) = r3
	}
	{
		memw(r2+#0) = r3
		r3 = memw(r2+#4)
	} :mem_noshuf
	{
		callr r3
	}
	r0 = #0
	{
		r0 = r1
		r1 = r0
	}
	{
		memw(r0+#0) = #1
		jumpr r31
	}
	.size	forms, .-forms

	.type	loops,@function
loops:
	{
		loop1(.Louter,#2)
	}
.Louter:
	{
		loop0(.Linner,#3)
	}
.Linner:
	{
		r1 = memw(##flag)
	} :endloop01
	{
		r0 = #0
	} :endloop0
	{
		jumpr r31
	}
	.size	loops, .-loops

	.type	orphan,@function
orphan:
	{
		r0 = memw(##flag)
	} :endloop0
	{
		jumpr r31
	}
	.size	orphan, .-orphan

	.type	predicated,@function
predicated:
	{
		p0 = cmp.eq(r2,#0)
		if (p0.new) r3 = ##flag
	}
	{
		if (p0) memw(r3+#0) = #0
		if (!p0) memw(r3+#0) = #1
	}
	{
		if (p0) jumpr:nt r31
	}
	{
		memw(r3+#4) = #3
	}
	{
		p0 = cmp.eq(r2,#1)
	}
	{
		if (p0) memw(r3+#0) = #2
		jumpr r31
	}
	.size	predicated, .-predicated
